import { randomBytes, randomInt } from 'node:crypto';
import { SLIDER, type SlideResult, type TextChallenge } from '@shared/api/verify';
import type { KvStore } from './kv';
import { LIMITS } from './limits';
import { issuePass } from './verification';

/**
 * The non-visual alternative to the slider and the image captcha (issue 33, GB/T 37668): a sum in Chinese number
 * words (七加五等于几？) that a screen reader reads aloud, answered with digits. Generated and checked here; each
 * question is answered once and lives as long as a captcha.
 */
const WORDS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

const key = (id: string) => `verify:text:${id}`;

/** 0..99 in Chinese words (十二, 二十, 二十三), the way the answers may also be typed. */
export function chineseNumber(n: number): string {
  if (n <= 10) return WORDS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : WORDS[tens]}十${ones ? WORDS[ones] : ''}`;
}

/** A question and its answer: the sum or difference of two numbers up to ten, never below zero. */
export function makeQuestion(): { question: string; answer: number } {
  const a = randomInt(1, 11);
  const b = randomInt(1, 11);
  if (randomInt(2) === 0) return { question: `${WORDS[a]}加${WORDS[b]}等于几？`, answer: a + b };
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  return { question: `${WORDS[hi]}减${WORDS[lo]}等于几？`, answer: hi - lo };
}

/** What the user typed as a number: ASCII or full-width digits, or the answer in Chinese words; else null. */
export function readAnswer(typed: string): number | null {
  const s = typed.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (/^\d{1,3}$/.test(s)) return Number(s);
  for (let n = 0; n < 100; n++) if (chineseNumber(n) === s) return n;
  return null;
}

export async function issueTextChallenge(kv: KvStore): Promise<TextChallenge> {
  const challengeId = randomBytes(16).toString('base64url');
  const { question, answer } = makeQuestion();
  await kv.set(key(challengeId), String(answer), LIMITS.captchaTtl);
  return { challengeId, question, expiresIn: LIMITS.captchaTtl };
}

/**
 * Single use, like the captcha: the question is taken whether or not the answer is right. A right answer yields the
 * same one-time pass as the slider (not bound to a mobile, as the slider's is not).
 */
export async function checkTextChallenge(kv: KvStore, challengeId: string, typed: string): Promise<SlideResult | null> {
  const expected = await kv.take(key(challengeId));
  const given = readAnswer(typed);
  if (expected === null || given === null || String(given) !== expected) return null;
  return issuePass(kv, { sessionId: challengeId, sig: 'text', scene: SLIDER.scene });
}
