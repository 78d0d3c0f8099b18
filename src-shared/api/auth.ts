import { z } from 'zod';
import { userTypeSchema } from './user';
import { get, post } from './endpoint';
import { loginResponse } from './user';

/**
 * Verification (slider and image captcha), SMS codes, registration, password reset and the parent's relations.
 * Paths the spec leaves "not shown" are chosen here once.
 *
 * Flow for an SMS code: get a slider challenge, drag, verify (or, as the fallback, fetch a captcha image and
 * verifyCode); either answer is a one-time verification result {sessionId, sig, token, scene} that lives 2 minutes
 * and is spent by one smsCode call (successful or not).
 *
 * Sign-in with an SMS code: `POST|GET UserPaths.login` with `loginType: 'code'` and `authCode` = a FORGET_PW code sent
 * to `mobileOrEamil` (the same code type as a password reset: both prove the owner of an existing account's mobile).
 */
export const AuthPaths = {
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
  /** Not shown: POST registration by mobile, RIGESTER SMS code and password; answers a sign-in token. */
  register: '/api/v2/user/vt/register',
  /** Spec: POST password reset/change {mobileOrEmail, passwordNew, passwordCheck, code} with a FORGET_PW code. */
  updatePassword: '/api/v2/user/vt/updatePassword',
  /** Spec: POST {mobileOrEmailNew, code}, signed in (teacher or parent); code = RIGESTER code sent to the NEW mobile. */
  updateMobile: '/api/v2/user/updateMobileOrEmail',
  /** Not shown: GET user relations (parentUserId, relationListType WITH_MAIN), signed in (teacher or parent). */
  userRelations: '/api/v2/user/getUserRelations',
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

/** Spec "verification result": the slider object, or only codeKey in captcha mode. */
export const slideResult = z.object({ sessionId: z.string(), sig: z.string(), token: z.string(), scene: z.string() });
export type SlideResult = z.infer<typeof slideResult>;

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
  userType: userTypeSchema.default('ASSISTANT'),
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

/** Missing text fields read as empty so the spec's validator messages answer (密码不能为空, 验证码不能为空 ...). */
export const registerRequest = z.object({
  mobile: z.string().trim().max(50).default(''),
  code: z.string().trim().max(10).default(''),
  password: z.string().max(100).default(''),
  passwordCheck: z.string().max(100).default(''),
  displayName: z.string().trim().max(30).optional(),
  userType: userTypeSchema.default('ASSISTANT'),
});
export type RegisterRequest = z.input<typeof registerRequest>;
/** Answer of register: a sign-in token, as loginResponse (teacher area; parent area for PARENT). */

/** On success: message 修改成功, every token of the account (every area) is revoked. */
export const updatePasswordRequest = z.object({
  mobileOrEmail: z.string().trim().max(100).default(''),
  passwordNew: z.string().max(100).default(''),
  passwordCheck: z.string().max(100).default(''),
  code: z.string().trim().max(10).default(''),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;

/** On success: message 修改成功, every token of the account is revoked (the client logs out). */
export const updateMobileRequest = z.object({
  mobileOrEmailNew: z.string().trim().max(50).default(''),
  code: z.string().trim().max(10).default(''),
});
export type UpdateMobileRequest = z.input<typeof updateMobileRequest>;

/** parentUserId, when given, must be the signed-in user (anything else is refused with 403). */
export const userRelationsQuery = z.object({
  parentUserId: z.coerce.number().int().optional(),
  relationListType: z.enum(['WITH_MAIN', 'ONLY_RELATION']).default('WITH_MAIN'),
});
/** WITH_MAIN: the signed-in user first (isRelation false), then their relations (a parent's children). */
export const userRelation = z.object({
  toUserId: z.number().int(),
  toUserDisplayName: z.string(),
  isRelation: z.boolean(),
});
export type UserRelation = z.infer<typeof userRelation>;
export const userRelationList = z.array(userRelation);

/** One descriptor per endpoint (docs/architecture.md, rule 8). The slider challenge is served on GET and on POST. */
export const AuthApi = {
  slideChallenge: get(AuthPaths.slideChallenge, { response: slideChallenge, areas: [] }),
  slideChallengePost: post(AuthPaths.slideChallenge, { response: slideChallenge, areas: [] }),
  slideVerify: post(AuthPaths.slideVerify, { request: slideVerifyRequest, response: slideResult, areas: [] }),
  smsCode: post(AuthPaths.smsCode, { request: smsCodeRequest, response: smsCodeResponse, areas: [], body: 'form' }),
  captchaImage: get(AuthPaths.captchaImage, { request: captchaImageQuery, response: captchaImage, areas: [] }),
  verifyCode: post(AuthPaths.verifyCode, { request: verifyCodeRequest, response: verifyCodeResponse, areas: [] }),
  register: post(AuthPaths.register, { request: registerRequest, response: loginResponse, areas: [] }),
  updatePassword: post(AuthPaths.updatePassword, { request: updatePasswordRequest, response: z.null(), areas: [] }),
  updateMobile: post(AuthPaths.updateMobile, {
    request: updateMobileRequest,
    response: z.null(),
    areas: ['teacher', 'parent'],
  }),
  userRelations: get(AuthPaths.userRelations, {
    request: userRelationsQuery,
    response: userRelationList,
    areas: ['teacher', 'parent'],
  }),
} as const;
