import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  digitalHomeworkNotice,
  HomePaths,
  noticeDetail,
  noticeInfoQuery,
  noticeListQuery,
  noticeListResponse,
  readDigitalHomeworkRequest,
  readDigitalHomeworkResponse,
} from '@shared/api/home';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { getNotice, listNotices, markHomeworkRead, unreadHomeworkCount } from './service';

/** Public notices, and the signed-in teacher's digital-homework notices (the my-textbooks red dot). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HomePaths.noticeList,
    { schema: { querystring: noticeListQuery, response: { 200: envelope(noticeListResponse) } } },
    async (req) => ok(await listNotices(app.db, req.query)),
  );

  app.get(
    HomePaths.noticeInfo,
    { schema: { querystring: noticeInfoQuery, response: { 200: envelope(noticeDetail) } } },
    async (req) => ok(await getNotice(app.db, req.query.noticeId)),
  );

  const teacher = app.authenticate('teacher');

  app.get(
    HomePaths.digitalHomeworkNotice,
    { preHandler: teacher, schema: { response: { 200: envelope(digitalHomeworkNotice) } } },
    async (req) => ok({ unReadDigitalHomeworkCount: await unreadHomeworkCount(app.db, authOf(req).subjectId) }),
  );

  app.post(
    HomePaths.readDigitalHomeworkNotice,
    {
      preHandler: teacher,
      schema: { body: readDigitalHomeworkRequest, response: { 200: envelope(readDigitalHomeworkResponse) } },
    },
    async (req) => ok({ updated: await markHomeworkRead(app.db, authOf(req).subjectId, req.body.id) }),
  );
};
