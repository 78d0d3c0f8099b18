import { z } from 'zod';
import { userTypeSchema } from './user';

/**
 * Verification (slider and image captcha), SMS codes, registration, password reset and the parent's relations.
 * Paths the spec leaves "not shown" are chosen here once.
 */
export const AuthPaths = {
  /** Not shown in the spec: our own slider challenge (the external slider script cannot be loaded). */
  slideChallenge: '/api/v1/systemManager/vt/getSlideChallenge',
  /** Not shown: checks a drag; on success returns the verification result {sessionId, sig, token, scene}. */
  slideVerify: '/api/v1/systemManager/vt/verifySlide',
  /** Spec: form {smsCodeType, mobile, sig, sessionId, token, scene}; JSON is accepted too. */
  smsCode: '/api/v1/systemManager/vt/slideToGetSmsCode',
  /** Spec leaves method and path "not shown": GET with a client-chosen captchaId; data is a base64 JPEG. */
  captchaImage: '/api/v1/students/vt/getCaptchaImage',
  /** Spec: {mobile, codeKey}; code 200 means ok. We add captchaId, and return a one-time token for the SMS send. */
  verifyCode: '/api/v1/students/verifyCode',
  /** Not shown: registration by mobile, SMS code and password. */
  register: '/api/v2/user/vt/register',
  /** Spec: password reset/change {mobileOrEmail, passwordNew, passwordCheck, code}. */
  updatePassword: '/api/v2/user/vt/updatePassword',
  /** Not shown: user relations (parentUserId, relationListType WITH_MAIN). */
  userRelations: '/api/v2/user/getUserRelations',
} as const;

export const SMS_CODE_TYPES = ['FORGET_PW', 'RIGESTER'] as const;
export const smsCodeTypeSchema = z.enum(SMS_CODE_TYPES);

export const slideChallenge = z.object({
  sessionId: z.string(),
  /** Track width in px the handle must travel (the client scales its own track to this). */
  width: z.number().int(),
  scene: z.string(),
  expiresIn: z.number().int(),
});
export type SlideChallenge = z.infer<typeof slideChallenge>;

/** The drag as the client saw it: [ms since press, x in px on the challenge's width] points. */
export const slideVerifyRequest = z.object({
  sessionId: z.string().min(1).max(100),
  trail: z
    .array(z.tuple([z.number(), z.number()]))
    .min(2)
    .max(2000),
});

/** Spec "verification result": the slider object, or only codeKey in captcha mode. */
export const slideResult = z.object({ sessionId: z.string(), sig: z.string(), token: z.string(), scene: z.string() });
export type SlideResult = z.infer<typeof slideResult>;

export const smsCodeRequest = z.object({
  smsCodeType: smsCodeTypeSchema,
  mobile: z.string().trim(),
  sig: z.string().max(200),
  sessionId: z.string().max(200),
  token: z.string().max(200),
  scene: z.string().max(100),
});
export type SmsCodeRequest = z.infer<typeof smsCodeRequest>;

export const captchaImageQuery = z.object({ captchaId: z.string().min(8).max(64) });

export const verifyCodeRequest = z.object({
  mobile: z.string().trim(),
  codeKey: z.string().trim().min(1).max(10),
  captchaId: z.string().min(8).max(64),
});
/** A captcha pass is spent like a slider result: send it to smsCode as {sessionId: captchaId, sig: 'captcha', token}. */
export const verifyCodeResponse = slideResult;

export const registerRequest = z.object({
  mobile: z.string().trim(),
  code: z.string().trim(),
  password: z.string(),
  passwordCheck: z.string(),
  displayName: z.string().trim().max(30).optional(),
  userType: userTypeSchema.default('ASSISTANT'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const updatePasswordRequest = z.object({
  mobileOrEmail: z.string().trim(),
  passwordNew: z.string(),
  passwordCheck: z.string(),
  code: z.string().trim(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const userRelationsQuery = z.object({
  parentUserId: z.coerce.number().int().optional(),
  relationListType: z.enum(['WITH_MAIN', 'ONLY_RELATION']).default('WITH_MAIN'),
});
export const userRelation = z.object({
  toUserId: z.number().int(),
  toUserDisplayName: z.string(),
  isRelation: z.boolean(),
});
export type UserRelation = z.infer<typeof userRelation>;
