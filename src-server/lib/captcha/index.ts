import type { KvStore } from '../kv';
import { LIMITS } from '../limits';
import { drawCaptcha, randomText } from './draw';

/** Captchas of the user side and of the data-centre admin sign-in live apart. */
export type CaptchaSpace = 'user' | 'admin';

export const captchaKey = (space: CaptchaSpace, id: string) => `captcha:${space}:${id}`;

/**
 * A new image for a client-chosen id (a refresh reuses or replaces the id): the answer is stored, the JPEG is
 * returned as bare base64.
 */
export async function newCaptcha(kv: KvStore, space: CaptchaSpace, id: string): Promise<string> {
  const text = randomText();
  await kv.set(captchaKey(space, id), text.toLowerCase(), LIMITS.captchaTtl);
  return drawCaptcha(text).toString('base64');
}

/** Single use: the answer is taken whether or not it matches, so a wrong guess burns the image. */
export async function checkCaptcha(kv: KvStore, space: CaptchaSpace, id: string, answer: string): Promise<boolean> {
  const expected = await kv.take(captchaKey(space, id));
  return expected !== null && expected === answer.trim().toLowerCase();
}
