import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarApi as A, CalendarPaths, calendarRange } from '@shared/api/calendar';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { publicBase } from '../../domain/uploads';
import { isFresh, textEtag } from '../../lib/http-cache';
import { hit } from '../../lib/rate-limit';
import { route, withMessage } from '../../plugins/endpoints';
import { toIcs } from './ics';
import { eventList, feedEvents, feedState, resetFeed } from './service';

/** Feed requests an address may make a minute (calendar clients poll every few hours). */
const FEED_PER_MINUTE = 30;
const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The teaching calendar (issue 13): events, the .ics download and the token-protected subscription feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const now = () => new Date();

  route(app, A.events, ({ input, auth }) => eventList(db, auth.subjectId, input.startDate, input.endDate));
  route(app, A.feedState, ({ auth }) => feedState(db, auth.subjectId));
  route(app, A.resetFeed, async ({ auth, req }) =>
    withMessage(await resetFeed(db, auth.subjectId, now(), publicBase(config, req)), Msg.calendarFeedReset),
  );

  // The download: the events of the asked range as an .ics attachment, behind the teacher's token header.
  app.get(
    CalendarPaths.exportIcs,
    { preHandler: app.authenticate('teacher'), schema: { querystring: calendarRange } },
    async (req, reply) => {
      const events = await eventList(db, req.auth!.subjectId, req.query.startDate, req.query.endDate);
      const ics = toIcs(events, { name: '教学日历', origin: publicBase(config, req), now: now() });
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="classpro-${req.query.startDate}.ics"`)
        .send(ics);
    },
  );

  // The subscription feed: calendar clients send no header, so the secret is the path; rate-limited per address.
  // Refusals carry a real HTTP status (clients stop polling a dead link) and, like every error, the envelope.
  app.get(
    `${CalendarPaths.feedPrefix}:file`,
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      if (!(await hit(app.kv, `rl:calendar-feed:${req.ip}`, FEED_PER_MINUTE, 60)))
        return reply.code(429).send({ code: Code.TOO_MANY, message: Msg.tooManyRequests, data: null });
      const token = /^([0-9a-f]{64})\.ics$/.exec(req.params.file)?.[1];
      const events = token ? await feedEvents(db, token, now()) : null;
      if (!events) return reply.code(404).send({ code: Code.NOT_FOUND, message: Msg.calendarFeedNotFound, data: null });
      const ics = toIcs(events, { name: '教学日历', origin: publicBase(config, req), now: now() });
      // Clients poll every few hours: past the 5 minutes an unchanged calendar is a 304. DTSTAMP is the time of this
      // answer, so the ETag is of the rest.
      const etag = textEtag(ics.replace(/^DTSTAMP:.*\r\n/gm, ''));
      reply.type(ICS_TYPE).header('cache-control', 'private, max-age=300').header('etag', etag);
      if (isFresh(req, etag)) return reply.code(304).send();
      return reply.send(ics);
    },
  );
};
