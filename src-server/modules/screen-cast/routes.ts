import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { castStreamQuery, ScreenCastApi, ScreenCastPaths } from '@shared/api/screen-cast';
import { authOf } from '../../plugins/auth';
import { hangUp } from '../../lib/lifecycle';
import { route } from '../../plugins/endpoints';
import { requireTeacher } from '../../domain/classes';
import { checkCast, closeCast, createCast, ownCast, sendToCast, type CastSender } from './service';
import { CastHub, type CastStream } from './stream-hub';
import { claimStreamSlots } from './stream-slots';

/** The reconnect delay a stopping server asks of the screen. */
const RESTART_RETRY_MS = 500;

/** Screen casting (issue 15): the classroom screen opens a cast; phones send pictures; the screen streams them. */
export const screenCastRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ScreenCastApi.create, async ({ auth }) => {
    // The teacher area's token admits students too; a cast is the classroom screen's, a teacher's (issue 28).
    await requireTeacher(app.db, auth.subjectId);
    return createCast(app.kv, auth.subjectId);
  });
  route(app, ScreenCastApi.close, async ({ auth, input }) => {
    await closeCast(app.kv, auth.subjectId, input.code);
    return null;
  });
  // A parent's phone, or the cast's own teacher on their phone (issue 34.23).
  const sender = (auth: { area: string; subjectId: number }, address: string): CastSender => ({
    area: auth.area === 'teacher' ? 'teacher' : 'parent',
    id: auth.subjectId,
    address,
  });
  route(app, ScreenCastApi.check, ({ auth, input, req }) =>
    checkCast(app.db, app.kv, sender(auth, req.ip), input.code),
  );
  route(app, ScreenCastApi.send, ({ auth, input, req }) =>
    sendToCast(app.db, app.kv, app.config, sender(auth, req.ip), input),
  );

  // Server-sent events, not the envelope: one of the non-endpoint routes (plugins/non-endpoint-routes.ts). Long-lived,
  // so it holds no load-shedding turn (`longLived`); instead the streams of an account and of a cast are capped in
  // the shared store (stream-slots.ts), and one poller per cast feeds all of this server's streams (stream-hub.ts).
  const hub = new CastHub(app.kv, (err) => app.log.warn({ err }, 'screen cast stream'));
  app.addHook('onClose', async () => hub.close());
  app.get(
    ScreenCastPaths.stream,
    { schema: { querystring: castStreamQuery }, preHandler: app.authenticate('teacher'), config: { longLived: true } },
    async (req, reply) => {
      const { code, after } = req.query;
      const { subjectId } = authOf(req);
      await requireTeacher(app.db, subjectId);
      await ownCast(app.kv, subjectId, code);
      const slots = await claimStreamSlots(app.kv, subjectId, code);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      let open = true;
      const stream: CastStream = {
        last: after,
        lastWrite: Date.now(),
        write(chunk) {
          if (!open) return;
          stream.lastWrite = Date.now();
          res.write(chunk);
        },
        end() {
          if (!open) return;
          open = false;
          forget();
          hub.leave(code, stream);
          void slots.release().catch((err: unknown) => req.log.warn({ err }, 'screen cast slots'));
          res.end();
        },
      };
      // A stopping server ends the stream with a short retry, so the screen reconnects to another server at once.
      const forget = app.lifecycle.track(() => {
        stream.write(`retry: ${RESTART_RETRY_MS}\n\n`);
        stream.end();
        hangUp(res);
      });
      res.on('close', () => stream.end());
      stream.write('retry: 2000\n\n');
      await hub.join(code, stream);
    },
  );
};
