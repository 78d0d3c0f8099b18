import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseApi } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { addCourseToClass, myStudentCourses, removeStudentCourse, schoolCourseList, updatePlan } from './service';

/** Courses in classes: the school's entitlements, adding with a weekly plan, and "my courses". */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, CourseApi.schoolCourseList, async ({ auth, input }) =>
    schoolCourseList(app.db, auth.subjectId, input.studentId),
  );

  route(app, CourseApi.addCourseToClass, async ({ auth, input }) =>
    withMessage(await addCourseToClass(app.db, auth.subjectId, input), Msg.added),
  );

  route(app, CourseApi.updatePlan, async ({ auth, input }) =>
    withMessage(await updatePlan(app.db, auth.subjectId, input.studentCourseId, input.weekdays), Msg.modifySuccess),
  );

  route(app, CourseApi.remove, async ({ auth, input }) => {
    await removeStudentCourse(app.db, auth.subjectId, input.studentCourseId);
    return done(Msg.removeSuccess);
  });

  route(app, CourseApi.studentCourseList, async ({ auth, input }) =>
    myStudentCourses(app.db, auth.subjectId, input.studentCourseListType),
  );
};
