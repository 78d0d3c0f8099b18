import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthApi } from '@shared/api/auth';
import { UserApi } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { listRelations, refreshToken, register, updateMobile, updatePassword } from './service';

/** Registration, password reset, mobile change, token refresh and relations of teacher-side and parent users. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, AuthApi.register, async ({ input, req }) =>
    withMessage(await register(app, input, req.ip), Msg.registerSuccess),
  );

  route(app, AuthApi.updatePassword, async ({ input }) => {
    await updatePassword(app, input);
    return done(Msg.modifySuccess);
  });

  route(app, AuthApi.updateMobile, async ({ auth, input, req }) => {
    await updateMobile(app, auth.subjectId, input, req.ip);
    return done(Msg.modifySuccess);
  });

  route(app, UserApi.refreshToken, async ({ auth }) => refreshToken(app, auth));

  route(app, AuthApi.userRelations, async ({ auth, input }) => listRelations(app, auth.subjectId, input));
};
