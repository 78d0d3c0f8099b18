import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthPaths,
  registerRequest,
  updateMobileRequest,
  updatePasswordRequest,
  userRelationList,
  userRelationsQuery,
} from '@shared/api/auth';
import { envelope } from '@shared/api/common';
import { loginResponse, UserPaths } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { listRelations, refreshToken, register, updateMobile, updatePassword } from './service';

/** Registration, password reset, mobile change, token refresh and relations of teacher-side and parent users. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const userSide = app.authenticate('teacher', 'parent');
  const done = envelope(z.null());

  app.post(
    AuthPaths.register,
    { schema: { body: registerRequest, response: { 200: envelope(loginResponse) } } },
    async (req) => ({ ...ok(await register(app, req.body)), message: Msg.registerSuccess }),
  );

  app.post(
    AuthPaths.updatePassword,
    { schema: { body: updatePasswordRequest, response: { 200: done } } },
    async (req) => {
      await updatePassword(app, req.body);
      return { ...ok(null), message: Msg.modifySuccess };
    },
  );

  app.post(
    AuthPaths.updateMobile,
    { preHandler: userSide, schema: { body: updateMobileRequest, response: { 200: done } } },
    async (req) => {
      await updateMobile(app, authOf(req).subjectId, req.body);
      return { ...ok(null), message: Msg.modifySuccess };
    },
  );

  app.post(
    UserPaths.refreshToken,
    { preHandler: userSide, schema: { response: { 200: envelope(loginResponse) } } },
    async (req) => ok(await refreshToken(app, authOf(req))),
  );

  app.get(
    AuthPaths.userRelations,
    {
      preHandler: userSide,
      schema: { querystring: userRelationsQuery, response: { 200: envelope(userRelationList) } },
    },
    async (req) => ok(await listRelations(app, authOf(req).subjectId, req.query)),
  );
};
