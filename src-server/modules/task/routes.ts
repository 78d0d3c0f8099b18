import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '@shared/api/common';
import { ParentTaskApi } from '@shared/api/task';
import { TaskApi as A } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { errorBook, removeError, retryError } from './error-service';
import { checkSelfTest, lessonQuestions, questionInfo, selfTest } from './question-service';
import {
  exportScores,
  markSubmission,
  publishAnswers,
  remindSubmissions,
  returnSubmission,
  teacherSubmissionList,
} from './review-service';
import { childTask, childTasks } from './parent-service';
import { classStatistics } from './stats-service';
import { myTaskSubmission, saveDraft, submissionInfo, submitTask } from './submission-service';
import { studentTasks } from './task-lists';
import { deleteTask, pushTask, taskInfo, teacherTasks } from './task-service';

/**
 * Textbook tasks and homework (issue 10): every route from src-shared/api/task.ts. Every route takes the teacher
 * area's token (students sign in there too); each service says whether it needs a teacher or a student and whose
 * task, class or submission the ids name. "Now" is read once per request.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  // A parent reads their child's homework (issue 15).
  route(app, ParentTaskApi.childTasks, ({ auth, input }) => childTasks(app.db, auth.subjectId, input, new Date()));
  route(app, ParentTaskApi.childTask, ({ auth, input }) =>
    childTask(app.db, app.config, auth.subjectId, input.childId, input.taskId, new Date()),
  );
  const { db, config } = app;
  const now = () => new Date();
  taskValidationMessages(app);

  route(app, A.lessonQuestions, ({ input, auth }) => lessonQuestions(db, auth.subjectId, input.bookId, input.lessonId));
  route(app, A.question, ({ input, auth }) => questionInfo(db, auth.subjectId, input.questionId));
  route(app, A.selfTest, ({ input, auth }) => selfTest(db, auth.subjectId, input.bookId, input.lessonId));
  route(app, A.checkSelfTest, ({ input, auth }) => checkSelfTest(db, auth.subjectId, input));

  route(app, A.pushTask, async ({ input, auth }) =>
    withMessage(await pushTask(db, auth.subjectId, input, now()), Msg.taskPushed),
  );
  route(app, A.teacherTasks, ({ input, auth }) => teacherTasks(db, auth.subjectId, input, now()));
  route(app, A.task, ({ input, auth }) => taskInfo(db, config, auth.subjectId, input.taskId, now()));
  route(app, A.deleteTask, async ({ input, auth }) => {
    await deleteTask(db, auth.subjectId, input.taskId);
    return done(Msg.taskDeleted);
  });

  route(app, A.submissions, ({ input, auth }) =>
    teacherSubmissionList(db, auth.subjectId, input.taskId, input.classId),
  );
  route(app, A.submission, ({ input, auth }) => submissionInfo(db, auth.subjectId, input.submissionId));
  route(app, A.mySubmission, ({ input, auth }) => myTaskSubmission(db, auth.subjectId, input.taskId));
  route(app, A.markSubmission, async ({ input, auth }) =>
    withMessage(await markSubmission(db, auth.subjectId, input, now()), Msg.taskMarked),
  );
  route(app, A.returnSubmission, async ({ input, auth }) =>
    withMessage(await returnSubmission(db, auth.subjectId, input.submissionId, input.reason, now()), Msg.taskReturned),
  );
  route(app, A.exportScores, async ({ input, auth }) =>
    withMessage(await exportScores(db, auth.subjectId, input.taskId, input.classId), Msg.taskExported),
  );
  route(app, A.remindTask, async ({ input, auth }) =>
    withMessage(await remindSubmissions(db, auth.subjectId, input.taskId, input.classId, now()), Msg.taskReminded),
  );
  route(app, A.publishAnswers, async ({ input, auth }) =>
    withMessage(await publishAnswers(db, auth.subjectId, input.taskId, now()), Msg.taskAnswersPublished),
  );

  route(app, A.studentTasks, ({ input, auth }) => studentTasks(db, auth.subjectId, input, now()));
  route(app, A.saveDraft, async ({ input, auth }) =>
    withMessage(await saveDraft(db, app.config, auth.subjectId, input, now()), Msg.taskDraftSaved),
  );
  route(app, A.submitTask, async ({ input, auth }) =>
    withMessage(await submitTask(db, app.config, auth.subjectId, input, now()), Msg.taskSubmitted),
  );

  route(app, A.errorBook, ({ input, auth }) => errorBook(db, auth.subjectId, input));
  route(app, A.retryError, ({ input, auth }) => retryError(db, auth.subjectId, input.errorId, input.answer));
  route(app, A.removeError, async ({ input, auth }) => {
    await removeError(db, auth.subjectId, input.errorId);
    return done(Msg.errorQuestionRemoved);
  });
  route(app, A.classStatistics, ({ input, auth }) =>
    classStatistics(db, auth.subjectId, input.classId, input.bookId, now()),
  );
};

/**
 * The task routes' own words for what users meet most: an answer too long, an attachment that is not an image
 * link, no question chosen. Any other validation error goes on to the app's envelope handler unchanged.
 */
function taskValidationMessages(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const path = error.validation[0]?.instancePath ?? '';
      const tooBig = error.validation[0]?.keyword === 'too_big';
      const message =
        tooBig && /\/answers\/\d+\/text$|\/answer$/.test(path)
          ? Msg.taskAnswerTooLong
          : /\/photos\/\d+$/.test(path)
            ? Msg.taskPhotoOnly
            : /\/questionIds$/.test(path) && error.validation[0]?.keyword === 'too_small'
              ? Msg.taskNoQuestions
              : null;
      if (message) {
        reply.serializer(JSON.stringify);
        return reply.status(200).send({ code: Code.BAD_REQUEST, message, data: null });
      }
    }
    throw error;
  });
}
