import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotebookApi as A } from '@shared/api/notebook';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { getNotebook, saveNotebook } from './service';

/** Python notebooks of a book's lesson (issue 12): the caller's own only (src-shared/api/notebook.ts). */
export const notebookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.get, ({ input, auth }) => getNotebook(db, auth.subjectId, input.bookId, input.lessonId));
  route(app, A.save, async ({ input, auth }) =>
    withMessage(await saveNotebook(db, auth.subjectId, input), Msg.notebookSaved),
  );
};
