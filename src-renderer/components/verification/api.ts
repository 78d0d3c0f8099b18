import { AuthApi } from '@shared/api/auth';
import { call } from '../../platform/http';

/**
 * The verification widget's calls. All silent: a slider failure is only logged (the widget falls back to the
 * captcha), and a captcha fetch that fails leaves the image as it was (spec section 8).
 */
export const getSlideChallenge = () => call(AuthApi.slideChallenge, undefined, { silent: true });

export const verifySlide = (sessionId: string, trail: [number, number][]) =>
  call(AuthApi.slideVerify, { sessionId, trail }, { silent: true });

export const getCaptchaImage = (captchaId: string) => call(AuthApi.captchaImage, { captchaId }, { silent: true });

/** A random id the server keys the captcha by (getRandomValues works on plain http, unlike randomUUID). */
export function newCaptchaId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server answers bare base64; accept a ready data URL too. */
export const jpegDataUrl = (data: string) => (data.startsWith('data:') ? data : `data:image/jpeg;base64,${data}`);
