import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { loginRequest, loginResponse, userInfo, userInfoQuery, UserPaths } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, tokenExpired } from '../../lib/errors';
import { areaOfUserType, checkPasswordLogin, getUserInfo } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const login = async (input: z.output<typeof loginRequest>) => {
    if (input.loginType !== 'PASSWORD') throw badRequest('暂不支持验证码登录');
    if (!input.password) throw badRequest(Msg.passwordRequired);
    const user = await checkPasswordLogin(app.db, { ...input, password: input.password });
    return ok(await app.tokens.issue(areaOfUserType(input.userType), user.id));
  };
  const schema = { response: { 200: envelope(loginResponse) } };
  app.post(UserPaths.login, { schema: { ...schema, body: loginRequest } }, (req) => login(req.body));
  // The spec's clients send it as a GET with a query; kept for them.
  app.get(UserPaths.login, { schema: { ...schema, querystring: loginRequest } }, (req) => login(req.query));

  app.get(
    UserPaths.userInfo,
    {
      preHandler: app.authenticate('teacher', 'parent'),
      schema: { querystring: userInfoQuery, response: { 200: envelope(userInfo) } },
    },
    async (req) => {
      const auth = authOf(req);
      if (auth.area !== areaOfUserType(req.query.userType)) throw tokenExpired();
      return ok(await getUserInfo(app.db, auth.subjectId));
    },
  );

  app.post(
    UserPaths.logout,
    { preHandler: app.authenticate('teacher', 'parent'), schema: { response: { 200: envelope(z.null()) } } },
    async (req) => {
      await app.tokens.revoke(authOf(req).tokenHash);
      return { ...ok(null), message: Msg.logoutSuccess };
    },
  );
};
