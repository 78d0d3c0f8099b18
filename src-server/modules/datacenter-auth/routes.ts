import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DatacenterApi } from '@shared/api/datacenter-auth';
import { Msg } from '@shared/rules/messages';
import { limitIssue } from '../../domain/issue-limit';
import { newCaptcha } from '../../lib/captcha';
import { done, route } from '../../plugins/endpoints';
import { adminInfo, adminLogin } from './service';

/** Data-centre admin sign-in (staff_accounts kind 'admin', account = mobile): image code + password, Cms-Token. */
export const datacenterAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, DatacenterApi.getYzm, async ({ input, req }) => {
    await limitIssue(app, req.ip);
    return newCaptcha(app.kv, 'admin', input.yzmId);
  });

  route(app, DatacenterApi.login, ({ input, req }) => adminLogin(app, input, req.ip));

  route(app, DatacenterApi.info, ({ auth }) => adminInfo(app, auth.subjectId));

  route(app, DatacenterApi.logout, async ({ auth }) => {
    await app.tokens.revoke(auth.tokenHash);
    return done(Msg.logoutSuccess);
  });
};
