import type { FastifyInstance } from 'fastify';
import { Code } from '@shared/api/common';
import type { AdminInfo } from '@shared/api/datacenter-auth';
import { OPERATOR_ROLE } from '@shared/api/datacenter-auth';
import { Msg } from '@shared/rules/messages';
import { findStaffByAccount, findStaffById } from '../../db/repositories/staff-accounts';
import { checkCaptcha } from '../../lib/captcha';
import { isOperator } from '../../domain/operators';
import { BizError, tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { throttledLogin } from '../../lib/rate-limit';

/** The spec's admin client passes login 500s through silently, so every sign-in refusal uses code 500. */
const refused = (message: string) => new BizError(Code.SERVER_ERROR, message);

interface AdminLogin {
  mobile: string;
  password: string;
  yzm: string;
  yzmId: string;
}

/** Image code, then password of a staff account of kind 'admin' (account = mobile); throttled like every login. */
export async function adminLogin(app: FastifyInstance, { mobile, password, yzm, yzmId }: AdminLogin, ip: string) {
  const row = await throttledLogin(app.kv, { area: 'datacenter', account: mobile, address: ip }, async () => {
    if (!(await checkCaptcha(app.kv, 'admin', yzmId, yzm))) throw refused(Msg.captchaWrong);
    const found = await findStaffByAccount(app.db, 'admin', mobile);
    const good = await verifyPassword(password, found?.passwordHash ?? (await dummyHash()));
    if (!found || !good) throw refused(Msg.loginFailed);
    return found;
  });
  return app.tokens.issue('datacenter', row.id);
}

export async function adminInfo(app: FastifyInstance, id: number): Promise<AdminInfo> {
  const row = await findStaffById(app.db, 'admin', id);
  if (!row) throw tokenExpired();
  // OPERATOR: may also use the operations console (issue 16); 'admin': the data centre only.
  const role = (await isOperator(app.db, row.id)) ? OPERATOR_ROLE : 'admin';
  return { id: row.id, mobile: row.account, displayName: row.displayName, role };
}
