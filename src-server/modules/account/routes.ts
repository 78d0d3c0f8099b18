import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountApi } from '@shared/api/account';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { listRelations, register, updateMobile, updatePassword } from './service';

/** Registration, password reset, mobile change and relations of teacher-side and parent users. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, AccountApi.register, async ({ input, req }) =>
    withMessage(await register(app, input, req.ip), Msg.registerSuccess),
  );

  route(app, AccountApi.updatePassword, async ({ input }) => {
    await updatePassword(app, input);
    return done(Msg.modifySuccess);
  });

  route(app, AccountApi.updateMobile, async ({ auth, input, req }) => {
    await updateMobile(app, auth.subjectId, input, req.ip);
    return done(Msg.modifySuccess);
  });

  route(app, AccountApi.userRelations, async ({ auth, input }) => listRelations(app, auth.subjectId, input));
};
