import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { castStreamQuery, ScreenCastApi, ScreenCastPaths } from '@shared/api/screen-cast';
import { hangUp } from '../../lib/lifecycle';
import { authOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { castItemsAfter, casts, checkCast, closeCast, createCast, ownCast, readCast, sendToCast } from './service';

/** How often a stream looks in the shared store for pictures another server took, and sends a keep-alive. */
const POLL_MS = 1000;
const KEEPALIVE_MS = 15_000;
/** The reconnect delay a stopping server asks of the screen. */
const RESTART_RETRY_MS = 500;

/** Screen casting (issue 15): the classroom screen opens a cast; phones send pictures; the screen streams them. */
export const screenCastRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ScreenCastApi.create, ({ auth }) => createCast(app.kv, auth.subjectId));
  route(app, ScreenCastApi.close, async ({ auth, input }) => {
    await closeCast(app.kv, auth.subjectId, input.code);
    return null;
  });
  route(app, ScreenCastApi.check, ({ auth, input, req }) =>
    checkCast(app.db, app.kv, auth.subjectId, req.ip, input.code),
  );
  route(app, ScreenCastApi.send, ({ auth, input, req }) =>
    sendToCast(app.db, app.kv, { parentId: auth.subjectId, address: req.ip }, input),
  );

  // Server-sent events, not the envelope: one of the non-endpoint routes (plugins/non-endpoint-routes.ts). Long-lived,
  // so it holds no load-shedding turn (`longLived`).
  app.get(
    ScreenCastPaths.stream,
    { schema: { querystring: castStreamQuery }, preHandler: app.authenticate('teacher'), config: { longLived: true } },
    async (req, reply) => {
      const { code, after } = req.query;
      await ownCast(app.kv, authOf(req).subjectId, code);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      let last = after;
      let open = true;
      let busy = false;
      let lastWrite = Date.now();
      const send = (chunk: string) => {
        lastWrite = Date.now();
        res.write(chunk);
      };
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(timer);
        casts.off(code, look);
        forget();
        res.end();
      };
      // A stopping server ends the stream with a short retry, so the screen reconnects to another server at once.
      const forget = app.lifecycle.track(() => {
        if (open) send(`retry: ${RESTART_RETRY_MS}\n\n`);
        end();
        hangUp(res);
      });
      async function look() {
        if (!open || busy) return;
        busy = true;
        try {
          for (const item of await castItemsAfter(app.kv, code, last)) {
            last = item.seq;
            send(`event: cast\nid: ${item.seq}\ndata: ${JSON.stringify(item)}\n\n`);
          }
          if (!(await readCast(app.kv, code))) {
            send('event: closed\ndata: {}\n\n');
            end();
          } else if (Date.now() - lastWrite > KEEPALIVE_MS) send(': keep-alive\n\n');
        } catch (err) {
          req.log.warn({ err }, 'screen cast stream');
        } finally {
          busy = false;
        }
      }
      const timer = setInterval(() => void look(), POLL_MS);
      casts.on(code, look);
      res.on('close', end);
      send('retry: 2000\n\n');
      await look();
    },
  );
};
