import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeApi } from '@shared/api/home';
import { route } from '../../plugins/endpoints';
import { getNotice, listNotices, markHomeworkRead, unreadHomeworkCount } from './service';

/** Public notices, and the signed-in teacher's digital-homework notices (the my-textbooks red dot). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, HomeApi.noticeList, async ({ input }) => listNotices(app.db, input));
  route(app, HomeApi.noticeInfo, async ({ input }) => getNotice(app.db, input.noticeId));
  route(app, HomeApi.digitalHomeworkNotice, async ({ auth }) => ({
    unReadDigitalHomeworkCount: await unreadHomeworkCount(app.db, auth.subjectId),
  }));
  route(app, HomeApi.readDigitalHomeworkNotice, async ({ auth, input }) => ({
    updated: await markHomeworkRead(app.db, auth.subjectId, input.id),
  }));
};
