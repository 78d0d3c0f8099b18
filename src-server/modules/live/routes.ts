import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveApi as A } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { availableTime, cancelScheduled, myBookings, scheduleTeacher, teachersByCourse } from './booking-service';
import { communicate, communicationList } from './communication-service';
import { provideContent } from '../../lib/shared-content';
import { ensureLiveContent, LIVE_CONTENT_VERSION } from './content';
import { liveDir, registerLiveFiles } from './files';
import { applyLesson, lessonInfo, lessonList, lessonPrepare, planList, scheduleList } from './lesson-service';

/** The live sky classroom (issue 13): every route of src-shared/api/live.ts, and the HLS files. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const now = () => new Date();
  // The demo streams are generated once per data dir (a second or two), before the first request; with STORAGE=s3
  // once per deployment, into the bucket (lib/shared-content).
  await provideContent(app, 'live', LIVE_CONTENT_VERSION, () => ensureLiveContent(liveDir(config)));
  registerLiveFiles(app);

  route(app, A.lessonList, ({ input, auth }) => lessonList(db, auth.subjectId, input, now()));
  route(app, A.lessonInfo, ({ input, auth }) => lessonInfo(db, config, auth.subjectId, input.lessonId, now()));
  route(app, A.lessonPrepare, ({ input }) => lessonPrepare(db, input.lessonId));
  route(app, A.applyLesson, async ({ input, auth }) =>
    withMessage(await applyLesson(db, auth.subjectId, input.lessonId, input.classId, now()), Msg.liveApplied),
  );
  route(app, A.planList, ({ auth }) => planList(db, auth.subjectId, now()));
  route(app, A.scheduleList, ({ input, auth }) => scheduleList(db, auth.subjectId, input.startDate, input.endDate));
  route(app, A.communicate, async ({ input, auth }) =>
    withMessage(await communicate(db, auth.subjectId, input.lessonId, input.content, now()), Msg.liveAsked),
  );
  route(app, A.communicationList, ({ input, auth }) => communicationList(db, auth.subjectId, input.lessonId));
  route(app, A.teachersByCourse, ({ input, auth }) => teachersByCourse(db, auth.subjectId, input.courseId));
  route(app, A.availableTime, ({ input, auth }) =>
    availableTime(db, auth.subjectId, input.teacherId, input.fromDate, now()),
  );
  route(app, A.scheduleTeacher, async ({ input, auth }) =>
    withMessage(await scheduleTeacher(db, auth.subjectId, input, now()), Msg.liveBooked),
  );
  route(app, A.cancelScheduled, async ({ input, auth }) => {
    await cancelScheduled(db, auth.subjectId, input.bookingId, now());
    return done(Msg.liveCancelled);
  });
  route(app, A.myBookings, ({ auth }) => myBookings(db, auth.subjectId, now()));
};
