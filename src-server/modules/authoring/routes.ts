import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthoringApi as A } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { acceptInvite, createInvite, inviteInfo } from './invite-service';
import {
  approve,
  noteDraft,
  noteEdition,
  reject,
  reviewDetail,
  reviewList,
  saveNote,
  submitNote,
} from './note-service';
import { addResource, bookResources, removeResource } from './resource-service';
import { assignTask, authorHome, authorTaskList, bookLessons, publisherHome } from './task-service';

/** Authors and publishers (issue 16): invitations, writing tasks, lecture notes and their review. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.inviteInfo, ({ input }) => inviteInfo(db, input.token));
  route(app, A.acceptInvite, async ({ input, req }) =>
    withMessage(await acceptInvite(db, app.kv, req.ip, input), Msg.authorJoined),
  );
  route(app, A.createInvite, async ({ auth }) =>
    withMessage(await createInvite(db, auth.subjectId), Msg.authorInviteCreated),
  );
  route(app, A.publisherHome, ({ auth }) => publisherHome(db, auth.subjectId));
  route(app, A.assignTask, async ({ input, auth }) =>
    withMessage(await assignTask(db, auth.subjectId, input), Msg.authorTaskAssigned),
  );
  route(app, A.reviews, ({ auth }) => reviewList(db, auth.subjectId));
  route(app, A.review, ({ input, auth }) => reviewDetail(db, auth.subjectId, input.writingTaskId));
  route(app, A.noteEdition, ({ input, auth }) => noteEdition(db, auth.subjectId, input.writingTaskId, input.edition));
  route(app, A.approve, async ({ input, auth }) =>
    withMessage(await approve(db, auth.subjectId, input.writingTaskId), Msg.authorNoteApproved),
  );
  route(app, A.reject, async ({ input, auth }) =>
    withMessage(await reject(db, auth.subjectId, input.writingTaskId, input.comment), Msg.authorNoteReturned),
  );
  route(app, A.bookLessons, ({ input, auth }) =>
    bookLessons(db, auth.area === 'publisher' ? 'publisher' : 'author', auth.subjectId, input.bookId),
  );
  route(app, A.authorHome, ({ auth }) => authorHome(db, auth.subjectId));
  route(app, A.authorTasks, ({ auth }) => authorTaskList(db, auth.subjectId));
  route(app, A.note, ({ input, auth }) => noteDraft(db, auth.subjectId, input.writingTaskId));
  route(app, A.saveNote, async ({ input, auth }) =>
    withMessage(await saveNote(db, auth.subjectId, input), Msg.authorNoteSaved),
  );
  route(app, A.submitNote, async ({ input, auth }) =>
    withMessage(await submitNote(db, auth.subjectId, input.writingTaskId), Msg.authorNoteSubmitted),
  );
  route(app, A.resources, ({ input, auth }) => bookResources(db, auth.subjectId, input.bookId));
  route(app, A.addResource, async ({ input, auth }) =>
    withMessage(await addResource(db, app.config, auth.subjectId, input), Msg.authorResourceAdded),
  );
  route(app, A.removeResource, async ({ input, auth }) =>
    withMessage(await removeResource(db, auth.subjectId, input.resourceId), Msg.resourceDeleted),
  );
};
