import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthPaths,
  captchaImage,
  captchaImageQuery,
  SLIDER,
  slideChallenge,
  slideResult,
  slideVerifyRequest,
  smsCodeRequest,
  smsCodeResponse,
  verifyCodeRequest,
  verifyCodeResponse,
} from '@shared/api/auth';
import { envelope } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { checkSmsMobile } from '@shared/rules/validators';
import { checkCaptcha, newCaptcha } from '../../lib/captcha';
import { badRequest } from '../../lib/errors';
import { issueChallenge, verifyChallenge } from '../../lib/slider';
import { issuePass } from '../../lib/verification';
import { ok } from '../../plugins/envelope';
import { limitIssue, sendSmsCode } from './service';

/** Slider and image-captcha verification, and the SMS code send they unlock. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const challenge = { schema: { response: { 200: envelope(slideChallenge) } } };
  const issue = async (ip: string) => {
    await limitIssue(app, ip);
    return ok(await issueChallenge(app.kv));
  };
  app.get(AuthPaths.slideChallenge, challenge, (req) => issue(req.ip));
  app.post(AuthPaths.slideChallenge, challenge, (req) => issue(req.ip));

  app.post(
    AuthPaths.slideVerify,
    { schema: { body: slideVerifyRequest, response: { 200: envelope(slideResult) } } },
    async (req) => {
      const result = await verifyChallenge(app.kv, req.body.sessionId, req.body.trail);
      if (!result) throw badRequest(Msg.slideFailed);
      return ok(result);
    },
  );

  app.get(
    AuthPaths.captchaImage,
    { schema: { querystring: captchaImageQuery, response: { 200: envelope(captchaImage) } } },
    async (req) => {
      await limitIssue(app, req.ip);
      return ok(await newCaptcha(app.kv, 'user', req.query.captchaId));
    },
  );

  app.post(
    AuthPaths.verifyCode,
    { schema: { body: verifyCodeRequest, response: { 200: envelope(verifyCodeResponse) } } },
    async (req) => {
      const { mobile, codeKey, captchaId } = req.body;
      const invalid = checkSmsMobile(mobile);
      if (invalid) throw badRequest(invalid);
      if (!(await checkCaptcha(app.kv, 'user', captchaId, codeKey))) throw badRequest(Msg.captchaWrong);
      return ok(await issuePass(app.kv, { sessionId: captchaId, sig: 'captcha', scene: SLIDER.scene, mobile }));
    },
  );

  app.post(
    AuthPaths.smsCode,
    { schema: { body: smsCodeRequest, response: { 200: envelope(smsCodeResponse) } } },
    async (req) => {
      await sendSmsCode(app, req.body, req.ip);
      return { ...ok(null), message: Msg.smsSent };
    },
  );
};
