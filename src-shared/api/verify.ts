import { z } from 'zod';
import { slideResult, USER_TYPES } from './common';
import { get, post } from './endpoint';

/**
 * Verification before an SMS code is sent (slider, image captcha, or the text question for screen readers) and the SMS codes themselves. Paths the spec
 * leaves "not shown" are chosen here once.
 *
 * Flow for an SMS code: get a slider challenge, drag, verify (or, as the fallback, fetch a captcha image and
 * verifyCode); either answer is a one-time verification result {sessionId, sig, token, scene} that lives 2 minutes
 * and is spent by one smsCode call (successful or not).
 *
 * Sign-in with an SMS code: `POST|GET UserPaths.login` with `loginType: 'code'` and `authCode` = a FORGET_PW code sent
 * to `mobileOrEamil` (the same code type as a password reset: both prove the owner of an existing account's mobile).
 */
export const VerifyPaths = {
  /** Not shown in the spec: our own slider challenge (the external slider script cannot be loaded). GET or POST. */
  slideChallenge: '/api/v1/systemManager/vt/getSlideChallenge',
  /** Not shown: POST {sessionId, trail}; on success returns the verification result {sessionId, sig, token, scene}. */
  slideVerify: '/api/v1/systemManager/vt/verifySlide',
  /** Spec: POST form {smsCodeType, mobile, sig, sessionId, token, scene}; JSON is accepted too. */
  smsCode: '/api/v1/systemManager/vt/slideToGetSmsCode',
  /** Spec leaves method and path "not shown": GET with a client-chosen captchaId; data is a base64 JPEG. */
  captchaImage: '/api/v1/students/vt/getCaptchaImage',
  /** Spec: POST {mobile, codeKey}; code 200 means ok. We add captchaId, and return a one-time token for the SMS send. */
  verifyCode: '/api/v1/students/verifyCode',
  /**
   * Not in the spec (issue 33): the non-visual alternative to the slider and captcha, a question in Chinese number
   * words a screen reader can read. GET; data {challengeId, question, expiresIn}.
   */
  textChallenge: '/api/v1/systemManager/vt/getTextChallenge',
  /** Not in the spec: POST {challengeId, answer}; on success the same one-time pass as the slider's. */
  textVerify: '/api/v1/systemManager/vt/verifyText',
} as const;

/** The spec's spelling (RIGESTER) is the wire value. */
export const SMS_CODE_TYPES = ['FORGET_PW', 'RIGESTER'] as const;
export const smsCodeTypeSchema = z.enum(SMS_CODE_TYPES);
export type SmsCodeType = z.infer<typeof smsCodeTypeSchema>;

/** Fixed slider rules, shared so the widget can tell the user what the server expects. */
export const SLIDER = {
  /** Track width in px of every challenge. */
  width: 300,
  /** The teacher-side scene name (spec: "a fixed teacher-side scene name"). */
  scene: 'classpro_teacher_sms',
} as const;

export const slideChallenge = z.object({
  sessionId: z.string(),
  /** Track width in px the handle must travel (the client scales its own track to this). */
  width: z.number().int(),
  scene: z.string(),
  /** Seconds the challenge can be answered (once). */
  expiresIn: z.number().int(),
});
export type SlideChallenge = z.infer<typeof slideChallenge>;

/**
 * The drag as the client saw it: [ms since press, x in px on the challenge's width] points: the press ([0, 0]), one
 * per pointer move, and the release. Accepted: at least 10 points, time never going back, 150 ms to 60 s in total,
 * no step wider than a third of the track, starting within 10 px of 0 and ending within 6 px of the width. One try
 * per challenge: on failure (验证失败，请重试) fetch a new challenge, or fall back to the image captcha.
 */
export const slideVerifyRequest = z.object({
  sessionId: z.string().min(1).max(100),
  trail: z
    .array(z.tuple([z.number(), z.number()]))
    .min(2)
    .max(2000),
});
export type SlideVerifyRequest = z.infer<typeof slideVerifyRequest>;

// The verification result lives in common.ts: a sign-in carries it too, and must not pull this file in.
export { slideResult, type SlideResult } from './common';

/**
 * Missing fields read as empty, so the answer is the spec's message (手机号不能为空) or "verify first", not a
 * schema error. `userType` (optional, default ASSISTANT) says which accounts a RIGESTER code is for.
 */
export const smsCodeRequest = z.object({
  smsCodeType: smsCodeTypeSchema,
  mobile: z.string().trim().max(50).default(''),
  sig: z.string().max(200).default(''),
  sessionId: z.string().max(200).default(''),
  token: z.string().max(200).default(''),
  scene: z.string().max(100).default(''),
  userType: z.enum(USER_TYPES).default('ASSISTANT'),
});
export type SmsCodeRequest = z.input<typeof smsCodeRequest>;
/** Success: data null, message 验证码已发送 (also for FORGET_PW to an unknown mobile: no account enumeration). */
export const smsCodeResponse = z.null();

export const captchaImageQuery = z.object({ captchaId: z.string().min(8).max(64) });
/** Bare base64 of a JPEG (no data: prefix); 120x40 px, 4 characters, case-insensitive, lives 5 minutes. */
export const captchaImage = z.string();

export const verifyCodeRequest = z.object({
  mobile: z.string().trim().max(50).default(''),
  codeKey: z.string().trim().min(1).max(10),
  captchaId: z.string().min(8).max(64),
});
/**
 * A captcha pass is spent like a slider result, and only for the mobile it was checked with: send it to smsCode as
 * {sessionId: captchaId, sig: 'captcha', token, scene}. A wrong answer burns the captcha: fetch a new image.
 */
export const verifyCodeResponse = slideResult;

/**
 * The text question (无障碍验证): e.g. 七加五等于几？, answered with digits (full-width digits and the answer in
 * Chinese words are accepted too). Issued under the same per-address limit as slider challenges and captcha images,
 * lives like a captcha (5 minutes) and is answered once: a wrong answer (答案不正确，请换一题再试) burns it.
 */
export const textChallenge = z.object({
  challengeId: z.string(),
  question: z.string(),
  /** Seconds the question can be answered (once). */
  expiresIn: z.number().int(),
});
export type TextChallenge = z.infer<typeof textChallenge>;

export const textVerifyRequest = z.object({
  challengeId: z.string().min(1).max(100),
  answer: z.string().trim().min(1).max(10),
});

/** One descriptor per endpoint (docs/architecture.md, rule 8). The slider challenge is served on GET and on POST. */
export const VerifyApi = {
  slideChallenge: get(VerifyPaths.slideChallenge, { response: slideChallenge, areas: [] }),
  slideChallengePost: post(VerifyPaths.slideChallenge, { response: slideChallenge, areas: [] }),
  slideVerify: post(VerifyPaths.slideVerify, { request: slideVerifyRequest, response: slideResult, areas: [] }),
  smsCode: post(VerifyPaths.smsCode, { request: smsCodeRequest, response: smsCodeResponse, areas: [], body: 'form' }),
  captchaImage: get(VerifyPaths.captchaImage, { request: captchaImageQuery, response: captchaImage, areas: [] }),
  verifyCode: post(VerifyPaths.verifyCode, { request: verifyCodeRequest, response: verifyCodeResponse, areas: [] }),
  textChallenge: get(VerifyPaths.textChallenge, { response: textChallenge, areas: [] }),
  textVerify: post(VerifyPaths.textVerify, { request: textVerifyRequest, response: slideResult, areas: [] }),
} as const;
