import { type SlideResult, type SmsCodeType, VerifyApi } from '@shared/api/verify';
import type { UserType } from '@shared/api/common';
import { call } from '../platform/http';

/** Spec: POST form {smsCodeType, mobile, sig, sessionId, token, scene}. A refusal toasts the server's message. */
export function sendSmsCode(smsCodeType: SmsCodeType, mobile: string, pass: SlideResult, userType?: UserType) {
  // A form endpoint: call() sends the fields urlencoded, leaving out an absent userType as before.
  return call(VerifyApi.smsCode, { smsCodeType, mobile, ...pass, userType });
}

/** The captcha fallback: the typed code checked for this mobile gives a one-time pass for the SMS send. */
export const verifyCaptchaCode = (mobile: string, codeKey: string, captchaId: string) =>
  call(VerifyApi.verifyCode, { mobile, codeKey, captchaId });
