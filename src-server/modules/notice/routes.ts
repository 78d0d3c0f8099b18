import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoticeApi } from '@shared/api/notice';
import { route } from '../../plugins/endpoints';
import { getNotice, listNotices, markHomeworkRead, unreadHomeworkCount } from './service';

/** Public notices, and the signed-in teacher's digital-homework notices (the my-textbooks red dot). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, NoticeApi.noticeList, async ({ input }) => listNotices(app.db, input));
  route(app, NoticeApi.noticeInfo, async ({ input }) => getNotice(app.db, input.noticeId));
  route(app, NoticeApi.digitalHomeworkNotice, async ({ auth }) => ({
    unReadDigitalHomeworkCount: await unreadHomeworkCount(app.db, auth.subjectId),
  }));
  route(app, NoticeApi.readDigitalHomeworkNotice, async ({ auth, input }) => ({
    updated: await markHomeworkRead(app.db, auth.subjectId, input.id),
  }));
};
