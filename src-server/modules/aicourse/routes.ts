import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiCourseApi as A } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { provideContent } from '../../lib/shared-content';
import { AICOURSE_CONTENT_VERSION, ensureAiCourseContent } from './content/generate';
import { courseBook, courseDetail, oneSection, resources, sectionList, unitList } from './content-service';
import { aicourseDir, registerAiCourseFiles } from './files';
import { parentCourseList } from './parent-service';
import { childLessonPlanList, lessonPlanList, planLessonCourses, planLessonUnits, statistics } from './plan-service';
import { classCourseList, saveUnitUser, unitUser } from './progress-service';
import { markWorks, parentCourse, submitHomework, submitWorks, unitReport, unitWorks } from './works-service';

/** AI dual-teacher courses, their class plans and statistics (issue 11): src-shared/api/aicourse.ts. */
export const aicourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // The demo clips are generated once per data dir (a few seconds), before the first request.
  await provideContent(app, 'aicourse', AICOURSE_CONTENT_VERSION, () => ensureAiCourseContent(aicourseDir(config)));
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

  route(app, A.lessonPlanList, ({ input, auth }) => lessonPlanList(db, auth.subjectId, input));
  route(app, A.childLessonPlanList, ({ input, auth }) => childLessonPlanList(db, auth.subjectId, input));
  route(app, A.planLessonCourse, ({ input, auth }) => planLessonCourses(db, auth.subjectId, input.studentId));
  route(app, A.planLessonCourseUnit, ({ input, auth }) => planLessonUnits(db, auth.subjectId, input.studentCourseId));
  route(app, A.statistics, ({ input, auth }) => statistics(db, auth.subjectId, input.studentId));
  route(app, A.aiCourseResourceList, ({ input, auth }) => resources(db, config, auth.subjectId, input.aicourseId));
};
