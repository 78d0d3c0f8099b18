import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReaderApi as A } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { caseCatalogue, lessonCases } from './case-service';
import { myClasses } from './class-service';
import { officeDocument } from './document-service';
import { classGroupList, joinGroup, leaveGroup } from './group-service';

/**
 * The mobile reader area's classes, study groups, worked examples and office documents (issue 10): every route
 * of src-shared/api/reader.ts. All take the teacher area's token (students sign in there); each service says whom
 * it admits.
 */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const now = () => new Date();
  route(app, A.myClasses, ({ auth }) => myClasses(db, auth.subjectId, now()));
  route(app, A.groups, ({ auth, input }) => classGroupList(db, auth.subjectId, input.classId, now()));
  route(app, A.joinGroup, async ({ auth, input }) =>
    withMessage(await joinGroup(db, auth.subjectId, input.groupId, now()), Msg.groupJoined),
  );
  route(app, A.leaveGroup, async ({ auth, input }) =>
    withMessage(await leaveGroup(db, auth.subjectId, input.groupId, now()), Msg.groupLeft),
  );
  route(app, A.caseCatalogue, ({ auth, input }) => caseCatalogue(db, auth.subjectId, input.bookId));
  route(app, A.lessonCases, ({ auth, input }) => lessonCases(db, auth.subjectId, input.bookId, input.lessonId));
  route(app, A.document, ({ auth, input }) => officeDocument(db, config, auth.subjectId, input.resourceId));
};
