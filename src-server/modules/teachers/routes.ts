import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TeacherApi } from '@shared/api/teachers';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { setFollow, teacherInfo, teacherList } from './service';

/** Teacher info, the teacher list and favourites, for the teacher and the parent side. */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, TeacherApi.info, async ({ auth, input }) => teacherInfo(app.db, auth.subjectId, input.userId));
  route(app, TeacherApi.list, async ({ auth, input }) => teacherList(app.db, auth.subjectId, input.onlyCollected));
  route(app, TeacherApi.follow, async ({ auth, input }) =>
    withMessage(await setFollow(app.db, auth.subjectId, input.teacher, true), Msg.followSuccess),
  );
  route(app, TeacherApi.unfollow, async ({ auth, input }) =>
    withMessage(await setFollow(app.db, auth.subjectId, input.teacher, false), Msg.unfollowSuccess),
  );
};
