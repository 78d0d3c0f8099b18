import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  followRequest,
  followResponse,
  teacherInfo as teacherInfoSchema,
  teacherInfoQuery,
  teacherList as teacherListSchema,
  teacherListQuery,
  TeacherPaths,
} from '@shared/api/teachers';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { setFollow, teacherInfo, teacherList } from './service';

/** Teacher info, the teacher list and favourites, for the teacher and the parent side. */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = app.authenticate('teacher', 'parent');

  app.get(
    TeacherPaths.info,
    { preHandler: anyone, schema: { querystring: teacherInfoQuery, response: { 200: envelope(teacherInfoSchema) } } },
    async (req) => ok(await teacherInfo(app.db, authOf(req).subjectId, req.query.userId)),
  );

  app.get(
    TeacherPaths.list,
    { preHandler: anyone, schema: { querystring: teacherListQuery, response: { 200: envelope(teacherListSchema) } } },
    async (req) => ok(await teacherList(app.db, authOf(req).subjectId, req.query.onlyCollected)),
  );

  for (const [path, follow] of [
    [TeacherPaths.follow, true],
    [TeacherPaths.unfollow, false],
  ] as const) {
    app.post(
      path,
      { preHandler: anyone, schema: { body: followRequest, response: { 200: envelope(followResponse) } } },
      async (req) => ({
        ...ok(await setFollow(app.db, authOf(req).subjectId, req.body.teacher, follow)),
        message: follow ? Msg.followSuccess : Msg.unfollowSuccess,
      }),
    );
  }
};
