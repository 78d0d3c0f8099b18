import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { loginRequest, loginResponse, userInfo, userInfoQuery, UserPaths } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, tokenExpired } from '../../lib/errors';
import { throttledLogin } from '../../lib/rate-limit';
import { areaOfUserType, checkCodeLogin, checkPasswordLogin, getUserInfo } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Password or SMS-code sign-in (a FORGET_PW code: see src-shared/api/auth.ts), throttled per account and address. */
  const login = async (input: z.output<typeof loginRequest>, address: string) => {
    const secret = input.loginType === 'code' ? input.authCode : input.password;
    if (!secret) throw badRequest(input.loginType === 'code' ? Msg.smsCodeRequired : Msg.passwordRequired);
    const area = areaOfUserType(input.userType);
    const user = await throttledLogin(app.kv, { area, account: input.mobileOrEamil, address }, () =>
      input.loginType === 'code'
        ? checkCodeLogin(app, { ...input, authCode: secret })
        : checkPasswordLogin(app.db, { ...input, password: secret }),
    );
    return ok(await app.tokens.issue(area, user.id));
  };
  const schema = { response: { 200: envelope(loginResponse) } };
  app.post(UserPaths.login, { schema: { ...schema, body: loginRequest } }, (req) => login(req.body, req.ip));
  // The spec's clients send it as a GET with a query; kept for them.
  app.get(UserPaths.login, { schema: { ...schema, querystring: loginRequest } }, (req) => login(req.query, req.ip));

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
