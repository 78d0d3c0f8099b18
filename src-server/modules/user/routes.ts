import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { loginRequest } from '@shared/api/user';
import { UserApi } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { badRequest, tokenExpired } from '../../lib/errors';
import { throttledLogin } from '../../lib/rate-limit';
import { done, route } from '../../plugins/endpoints';
import { areaOfUserType, checkCodeLogin, checkPasswordLogin, getUserInfo } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Password or SMS-code sign-in (a FORGET_PW code: see src-shared/api/verify.ts), throttled per account and address.
   * A password sign-in from a busy address escalates to a slider or captcha (an SMS code already needed one).
   */
  const login = async (input: z.output<typeof loginRequest>, address: string) => {
    const secret = input.loginType === 'code' ? input.authCode : input.password;
    if (!secret) throw badRequest(input.loginType === 'code' ? Msg.smsCodeRequired : Msg.passwordRequired);
    const area = areaOfUserType(input.userType);
    const user = await throttledLogin(
      app.kv,
      { area, account: input.mobileOrEamil, address },
      () =>
        input.loginType === 'code'
          ? checkCodeLogin(app, { ...input, authCode: secret })
          : checkPasswordLogin(app.db, { ...input, password: secret }),
      input.loginType === 'PASSWORD' ? { pass: input.verification } : undefined,
    );
    return app.tokens.issue(area, user.id);
  };
  route(app, UserApi.login, ({ input, req }) => login(input, req.ip));
  // The spec's clients send it as a GET with a query; kept for them.
  route(app, UserApi.loginGet, ({ input, req }) => login(input, req.ip));

  route(app, UserApi.userInfo, async ({ auth, input }) => {
    if (auth.area !== areaOfUserType(input.userType)) throw tokenExpired();
    return getUserInfo(app.database, auth.subjectId);
  });

  route(app, UserApi.logout, async ({ auth }) => {
    await app.tokens.revoke(auth.tokenHash);
    return done(Msg.logoutSuccess);
  });

  /** A fresh token for the same area and subject; the one presented is revoked. */
  route(app, UserApi.refreshToken, async ({ auth }) => {
    const fresh = await app.tokens.issue(auth.area, auth.subjectId);
    await app.tokens.revoke(auth.tokenHash);
    return fresh;
  });
};
