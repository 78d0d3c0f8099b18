import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, Code } from '@shared/api/common';
import { captchaImage } from '@shared/api/auth';
import { adminInfo, adminLoginRequest, DatacenterPaths, yzmRequest, type AdminInfo } from '@shared/api/datacenter';
import { loginResponse } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { staffAccounts } from '../../db/schema';
import { checkCaptcha, newCaptcha } from '../../lib/captcha';
import { BizError, tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { throttledLogin } from '../../lib/rate-limit';
import { limitIssue } from '../verify/service';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/** The spec's admin client passes login 500s through silently, so every sign-in refusal uses code 500. */
const refused = (message: string) => new BizError(Code.SERVER_ERROR, message);

/** Data-centre admin sign-in (staff_accounts kind 'admin', account = mobile): image code + password, Cms-Token. */
export const datacenterAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authenticate('datacenter');

  app.post(
    DatacenterPaths.getYzm,
    { schema: { body: yzmRequest, response: { 200: envelope(captchaImage) } } },
    async (req) => {
      await limitIssue(app, req.ip);
      return ok(await newCaptcha(app.kv, 'admin', req.body.yzmId));
    },
  );

  app.post(
    DatacenterPaths.login,
    { schema: { body: adminLoginRequest, response: { 200: envelope(loginResponse) } } },
    async (req) => {
      const { mobile, password, yzm, yzmId } = req.body;
      const row = await throttledLogin(app.kv, { area: 'datacenter', account: mobile, address: req.ip }, async () => {
        if (!(await checkCaptcha(app.kv, 'admin', yzmId, yzm))) throw refused(Msg.captchaWrong);
        const [found] = await app.db
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.kind, 'admin'), eq(staffAccounts.account, mobile)))
          .limit(1);
        const good = await verifyPassword(password, found?.passwordHash ?? (await dummyHash()));
        if (!found || !good) throw refused(Msg.loginFailed);
        return found;
      });
      return ok(await app.tokens.issue('datacenter', row.id));
    },
  );

  app.post(
    DatacenterPaths.info,
    { preHandler: admin, schema: { response: { 200: envelope(adminInfo) } } },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.id, authOf(req).subjectId), eq(staffAccounts.kind, 'admin')))
        .limit(1);
      if (!row) throw tokenExpired();
      const info: AdminInfo = { id: row.id, mobile: row.account, displayName: row.displayName, role: 'admin' };
      return ok(info);
    },
  );

  app.post(
    DatacenterPaths.logout,
    { preHandler: admin, schema: { response: { 200: envelope(z.null()) } } },
    async (req) => {
      await app.tokens.revoke(authOf(req).tokenHash);
      return { ...ok(null), message: Msg.logoutSuccess };
    },
  );
};
