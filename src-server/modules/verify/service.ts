import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { smsCodeRequest } from '@shared/api/verify';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import * as usersRepo from '../../db/repositories/users';
import { BizError, badRequest } from '../../lib/errors';
import { LIMITS } from '../../lib/limits';
import { hit, tooManyRequests } from '../../lib/rate-limit';
import { issueSmsCode } from '../../lib/sms-codes';
import { consumePass } from '../../lib/verification';
import { acceptedTypes } from '../../domain/accounts';

/**
 * Sends an SMS code. Order matters: the verification pass is spent first (any answer after it needs a new
 * slider), then the per-mobile cooldown and hourly caps, then the account rules. RIGESTER to a registered mobile and
 * FORGET_PW to an unknown one answer like a success and send nothing, so the answer never tells whether an account
 * exists (issue 18); registration then checks the code first, so a taken mobile only ever meets the code error.
 */
export async function sendSmsCode(app: FastifyInstance, req: z.output<typeof smsCodeRequest>, address: string) {
  const mobile = req.mobile;
  const invalid = checkSmsMobile(mobile);
  if (invalid) throw badRequest(invalid);
  if (!(await consumePass(app.kv, req, mobile))) throw badRequest(Msg.verifyRequired);

  const { cooldown, hourWindow, perMobilePerHour, perAddressPerHour } = LIMITS.sms;
  if (!(await hit(app.kv, `sms:cool:${mobile}`, 1, cooldown))) throw tooManyRequests(Msg.smsTooFrequent);
  const [byMobile, byAddress] = await Promise.all([
    hit(app.kv, `rl:sms:mobile:${mobile}`, perMobilePerHour, hourWindow),
    hit(app.kv, `rl:sms:addr:${address}`, perAddressPerHour, hourWindow),
  ]);
  if (!byMobile || !byAddress) throw tooManyRequests(Msg.smsTooMany);

  const sendsNothing =
    req.smsCodeType === 'RIGESTER'
      ? await usersRepo.mobileTaken(app.db, mobile, acceptedTypes(req.userType))
      : !(await usersRepo.anyAccountOnMobile(app.db, mobile));
  if (sendsNothing) return;
  try {
    await issueSmsCode(app.kv, app.sms, req.smsCodeType, mobile);
  } catch (err) {
    app.log.error({ err, provider: app.sms.name }, 'SMS provider failed');
    throw new BizError(Code.SERVER_ERROR, Msg.smsSendFailed);
  }
}
