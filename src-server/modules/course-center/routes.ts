import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseCenterApi as C } from '@shared/api/course-center';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { courseApply, courseList, publicCourse, schoolAiCourses } from './catalog-service';
import { correlatePackages, packageInfo, packageList, seriesList } from './package-service';

/**
 * The course centre (issue 11): the catalogue of both course types, series and packages, the school's AI courses and
 * trial applications (src-shared/api/course-center.ts).
 */
export const courseCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, C.seriesList, () => seriesList(db));
  route(app, C.packageList, ({ input }) => packageList(db, input));
  route(app, C.packageInfo, ({ input, auth }) => packageInfo(db, auth.subjectId, input.packageId));
  route(app, C.correlatePackage, ({ input, auth }) => correlatePackages(db, auth.subjectId, input.courseId));
  route(app, C.course, ({ input }) => publicCourse(db, input.courseId, input.courseType));
  route(app, C.courseList, ({ input, auth }) => courseList(db, auth.subjectId, input));
  route(app, C.aiCourseList, ({ input, auth }) => schoolAiCourses(db, auth.subjectId, input.studentId));
  route(app, C.courseApply, async ({ input, auth }) =>
    withMessage(await courseApply(db, auth.subjectId, input), Msg.courseApplied),
  );
};
