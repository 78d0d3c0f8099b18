import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ParentApi } from '@shared/api/parent';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { addChild, childList, removeChild, switchToChild } from './service';

/** The parent area's children (issue 15): list with classes, add, remove, and the child's view (switchAccount). */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ParentApi.children, ({ auth }) => childList(app.db, auth.subjectId));
  route(app, ParentApi.addChild, async ({ auth, input }) =>
    withMessage(await addChild(app.db, auth.subjectId, input.displayName), Msg.added),
  );
  route(app, ParentApi.removeChild, async ({ auth, input }) => {
    await removeChild(app.db, app.kv, app.tokens, auth.subjectId, input.childId);
    return done(Msg.childRemoved);
  });
  route(app, ParentApi.switchAccount, ({ auth, input }) =>
    switchToChild(app.db, app.kv, app.tokens, auth.subjectId, input.childId),
  );
};
