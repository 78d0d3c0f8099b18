import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiCourseApi as A } from '@shared/api/aicourse';
import { CourseCenterApi as C } from '@shared/api/course-center';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { courseApply, courseList, publicCourse, schoolAiCourses } from './catalog-service';
import { correlatePackages, packageInfo, packageList, seriesList } from './center-service';
import { ensureAiCourseContent } from './content/generate';
import { courseBook, courseDetail, oneSection, resources, sectionList, unitList } from './content-service';
import { aicourseDir, registerAiCourseFiles } from './files';
import { parentCourseList } from './parent-service';
import { childLessonPlanList, lessonPlanList, planLessonCourses, planLessonUnits, statistics } from './plan-service';
import { classCourseList, saveUnitUser, unitUser } from './progress-service';
import { markWorks, parentCourse, submitHomework, submitWorks, unitReport, unitWorks } from './works-service';

/** AI dual-teacher courses and the course centre (issue 11): src-shared/api/aicourse.ts and course-center.ts. */
export const aicourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // The demo clips are generated once per data dir (a few seconds), before the first request.
  if (config.SEED_DEMO) await ensureAiCourseContent(aicourseDir(config));
  registerAiCourseFiles(app);

  route(app, A.course, ({ input, auth }) => courseDetail(db, input.aicourseId, auth?.subjectId));
  route(app, A.unitList, ({ input, auth }) => unitList(db, auth.subjectId, input.aicourseId));
  route(app, A.sectionList, ({ input, auth }) => sectionList(db, config, auth.subjectId, input.unitId));
  route(app, A.section, ({ input, auth }) => oneSection(db, config, auth.subjectId, input.sectionId));
  route(app, A.classCourseList, ({ input, auth }) => classCourseList(db, auth.subjectId, input.aicourseId));
  route(app, A.works, ({ input, auth }) => unitWorks(db, config, auth.subjectId, input.studentCourseId, input.unitId));
  route(app, A.book, ({ input, auth }) => courseBook(db, config, auth.subjectId, input.aicourseId));
  route(app, A.unitUser, ({ input, auth }) => unitUser(db, auth.subjectId, input.studentCourseId));
  route(app, A.submitWorks, async ({ input, auth }) =>
    withMessage(await submitWorks(db, config, auth.subjectId, input), Msg.aiSubmitted),
  );
  route(app, A.saveUnitUser, async ({ input, auth }) =>
    withMessage(await saveUnitUser(db, auth.subjectId, input), Msg.aiSaved),
  );
  route(app, A.markWorks, async ({ input, auth }) =>
    withMessage(await markWorks(db, config, auth.subjectId, input), Msg.aiSaved),
  );
  route(app, A.parentCourseList, ({ input, auth }) => parentCourseList(db, auth.subjectId, input.childId));
  route(app, A.parentCourse, ({ input, auth }) =>
    parentCourse(db, auth.subjectId, input.studentCourseId, input.childId),
  );
  route(app, A.parentReport, ({ input, auth }) => unitReport(db, config, auth.subjectId, input));
  route(app, A.parentHomework, async ({ input, auth }) =>
    withMessage(await submitHomework(db, app.config, auth.subjectId, input), Msg.aiSubmitted),
  );

  route(app, C.lessonPlanList, ({ input, auth }) => lessonPlanList(db, auth.subjectId, input));
  route(app, C.childLessonPlanList, ({ input, auth }) => childLessonPlanList(db, auth.subjectId, input));
  route(app, C.planLessonCourse, ({ input, auth }) => planLessonCourses(db, auth.subjectId, input.studentId));
  route(app, C.planLessonCourseUnit, ({ input, auth }) => planLessonUnits(db, auth.subjectId, input.studentCourseId));
  route(app, C.seriesList, () => seriesList(db));
  route(app, C.packageList, ({ input }) => packageList(db, input));
  route(app, C.packageInfo, ({ input, auth }) => packageInfo(db, auth.subjectId, input.packageId));
  route(app, C.correlatePackage, ({ input, auth }) => correlatePackages(db, auth.subjectId, input.courseId));
  route(app, C.statistics, ({ input, auth }) => statistics(db, auth.subjectId, input.studentId));
  route(app, C.course, ({ input }) => publicCourse(db, input.courseId, input.courseType));
  route(app, C.courseList, ({ input, auth }) => courseList(db, auth.subjectId, input));
  route(app, C.aiCourseList, ({ input, auth }) => schoolAiCourses(db, auth.subjectId, input.studentId));
  route(app, C.aiCourseResourceList, ({ input, auth }) => resources(db, config, auth.subjectId, input.aicourseId));
  route(app, C.courseApply, async ({ input, auth }) =>
    withMessage(await courseApply(db, auth.subjectId, input), Msg.courseApplied),
  );
};
