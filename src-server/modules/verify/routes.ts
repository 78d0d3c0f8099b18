import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthApi, SLIDER } from '@shared/api/auth';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import { checkCaptcha, newCaptcha } from '../../lib/captcha';
import { badRequest } from '../../lib/errors';
import { issueChallenge, verifyChallenge } from '../../lib/slider';
import { issuePass } from '../../lib/verification';
import { done, route } from '../../plugins/endpoints';
import { limitIssue } from '../../domain/issue-limit';
import { sendSmsCode } from './service';

/** Slider and image-captcha verification, and the SMS code send they unlock. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const issue = async (ip: string) => {
    await limitIssue(app, ip);
    return issueChallenge(app.kv);
  };
  route(app, AuthApi.slideChallenge, ({ req }) => issue(req.ip));
  route(app, AuthApi.slideChallengePost, ({ req }) => issue(req.ip));

  route(app, AuthApi.slideVerify, async ({ input }) => {
    const result = await verifyChallenge(app.kv, input.sessionId, input.trail);
    if (!result) throw badRequest(Msg.slideFailed);
    return result;
  });

  route(app, AuthApi.captchaImage, async ({ input, req }) => {
    await limitIssue(app, req.ip);
    return newCaptcha(app.kv, 'user', input.captchaId);
  });

  route(app, AuthApi.verifyCode, async ({ input }) => {
    const { mobile, codeKey, captchaId } = input;
    const invalid = checkSmsMobile(mobile);
    if (invalid) throw badRequest(invalid);
    if (!(await checkCaptcha(app.kv, 'user', captchaId, codeKey))) throw badRequest(Msg.captchaWrong);
    return issuePass(app.kv, { sessionId: captchaId, sig: 'captcha', scene: SLIDER.scene, mobile });
  });

  route(app, AuthApi.smsCode, async ({ input, req }) => {
    await sendSmsCode(app, input, req.ip);
    return done(Msg.smsSent);
  });
};
