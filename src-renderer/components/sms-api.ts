import { AuthPaths, type SlideResult, type SmsCodeType } from '@shared/api/auth';
import type { UserType } from '@shared/api/common';
import { http } from '../platform/http';

/** Spec: POST form {smsCodeType, mobile, sig, sessionId, token, scene}. A refusal toasts the server's message. */
export function sendSmsCode(smsCodeType: SmsCodeType, mobile: string, pass: SlideResult, userType?: UserType) {
  const form = new URLSearchParams({ smsCodeType, mobile, ...pass });
  if (userType) form.set('userType', userType);
  return http.post<null>(AuthPaths.smsCode, undefined, { form });
}

/** The captcha fallback: the typed code checked for this mobile gives a one-time pass for the SMS send. */
export const verifyCaptchaCode = (mobile: string, codeKey: string, captchaId: string) =>
  http.post<SlideResult>(AuthPaths.verifyCode, { mobile, codeKey, captchaId });
