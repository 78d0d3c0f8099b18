import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SLIDER, VerifyApi } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import { checkCaptcha, newCaptcha } from '../../lib/captcha';
import { badRequest } from '../../lib/errors';
import { issueChallenge, verifyChallenge } from '../../lib/slider';
import { checkTextChallenge, issueTextChallenge } from '../../lib/text-challenge';
import { issuePass } from '../../lib/verification';
import { done, route } from '../../plugins/endpoints';
import { limitIssue } from '../../domain/issue-limit';
import { sendSmsCode } from './service';

/** Slider, image-captcha and text-question verification, and the SMS code send they unlock. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const issue = async (ip: string) => {
    await limitIssue(app, ip);
    return issueChallenge(app.kv);
  };
  route(app, VerifyApi.slideChallenge, ({ req }) => issue(req.ip));
  route(app, VerifyApi.slideChallengePost, ({ req }) => issue(req.ip));

  route(app, VerifyApi.slideVerify, async ({ input }) => {
    const result = await verifyChallenge(app.kv, input.sessionId, input.trail);
    if (!result) throw badRequest(Msg.slideFailed);
    return result;
  });

  route(app, VerifyApi.captchaImage, async ({ input, req }) => {
    await limitIssue(app, req.ip);
    return newCaptcha(app.kv, 'user', input.captchaId);
  });

  route(app, VerifyApi.verifyCode, async ({ input }) => {
    const { mobile, codeKey, captchaId } = input;
    const invalid = checkSmsMobile(mobile);
    if (invalid) throw badRequest(invalid);
    if (!(await checkCaptcha(app.kv, 'user', captchaId, codeKey))) throw badRequest(Msg.captchaWrong);
    return issuePass(app.kv, { sessionId: captchaId, sig: 'captcha', scene: SLIDER.scene, mobile });
  });

  // The text question: issued under the captcha's limit, answered once.
  route(app, VerifyApi.textChallenge, async ({ req }) => {
    await limitIssue(app, req.ip);
    return issueTextChallenge(app.kv);
  });
  route(app, VerifyApi.textVerify, async ({ input }) => {
    const pass = await checkTextChallenge(app.kv, input.challengeId, input.answer);
    if (!pass) throw badRequest(Msg.textCheckWrong);
    return pass;
  });

  route(app, VerifyApi.smsCode, async ({ input, req }) => {
    await sendSmsCode(app, input, req.ip);
    return done(Msg.smsSent);
  });
};
