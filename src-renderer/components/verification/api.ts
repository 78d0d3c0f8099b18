import { VerifyApi } from '@shared/api/verify';
import { call } from '../../platform/http';

/**
 * The verification widget's calls. All silent: a slider failure is only logged (the widget falls back to the
 * captcha), and a captcha fetch that fails leaves the image as it was (spec section 8).
 */
export const getSlideChallenge = () => call(VerifyApi.slideChallenge, undefined, { silent: true });

export const verifySlide = (sessionId: string, trail: [number, number][]) =>
  call(VerifyApi.slideVerify, { sessionId, trail }, { silent: true });

export const getCaptchaImage = (captchaId: string) => call(VerifyApi.captchaImage, { captchaId }, { silent: true });

/** A random id the server keys the captcha by (getRandomValues works on plain http, unlike randomUUID). */
export function newCaptchaId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server answers bare base64; accept a ready data URL too. */
export const jpegDataUrl = (data: string) => (data.startsWith('data:') ? data : `data:image/jpeg;base64,${data}`);

/** The text question (无障碍验证): asked and checked silently, the widget shows a refusal itself. */
export const getTextChallenge = () => call(VerifyApi.textChallenge, undefined, { silent: true });

export const verifyText = (challengeId: string, answer: string) =>
  call(VerifyApi.textVerify, { challengeId, answer }, { silent: true });
