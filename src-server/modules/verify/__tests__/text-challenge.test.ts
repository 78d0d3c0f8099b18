import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { VerifyPaths } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { LIMITS } from '../../../lib/limits';
import { chineseNumber, readAnswer } from '../../../lib/text-challenge';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

/** Issue 33: the text question (无障碍验证), the non-visual alternative to the slider and the image captcha. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

type Question = { challengeId: string; question: string; expiresIn: number };
type Pass = { sessionId: string; sig: string; token: string; scene: string };

const ask = async (address = '10.3.3.1') =>
  (await call<Question>(t.app, { url: VerifyPaths.textChallenge, headers: { 'x-forwarded-for': address } })).body;
const answer = (challengeId: string, given: string) =>
  call<Pass>(t.app, { method: 'POST', url: VerifyPaths.textVerify, body: { challengeId, answer: given } });

const WORDS = '零一二三四五六七八九十';
/** Works the question out as a person would: 七加五等于几？ → 12. */
function solve(question: string): number {
  const m = /^(十|[一二三四五六七八九])(加|减)(十|[一二三四五六七八九])等于几？$/.exec(question);
  if (!m) throw new Error(`unexpected question ${question}`);
  const a = WORDS.indexOf(m[1]!);
  const b = WORDS.indexOf(m[3]!);
  return m[2] === '加' ? a + b : a - b;
}

const sendSms = (pass: Pass, mobile = '13800000001') =>
  call(t.app, {
    method: 'POST',
    url: VerifyPaths.smsCode,
    body: { ...pass, smsCodeType: 'FORGET_PW', mobile },
    headers: { 'x-forwarded-for': '10.3.9.9' },
  });

describe('text question', () => {
  it('asks a sum in Chinese number words, with no digits a screen reader would need to see', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const q = await ask();
      expect(q.code).toBe(200);
      expect(q.data.question).not.toMatch(/\d/);
      expect(solve(q.data.question)).toBeGreaterThanOrEqual(0);
      expect(q.data.expiresIn).toBe(LIMITS.captchaTtl);
      seen.add(q.data.challengeId);
    }
    expect(seen.size).toBe(12);
  });

  it('a right answer passes once and buys exactly one SMS', async () => {
    const { data } = await ask();
    const ok = await answer(data.challengeId, String(solve(data.question)));
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ sessionId: data.challengeId, sig: 'text', scene: 'classpro_teacher_sms' });
    const before = t.app.sms.outbox.length;
    expect((await sendSms(ok.body.data)).body.code).toBe(200);
    expect(t.app.sms.outbox.length).toBe(before + 1);
    expect((await sendSms(ok.body.data)).body).toMatchObject({ code: 400, message: Msg.verifyRequired });
  });

  it('refuses reuse of an answered question', async () => {
    const { data } = await ask();
    const right = String(solve(data.question));
    expect((await answer(data.challengeId, right)).body.code).toBe(200);
    expect((await answer(data.challengeId, right)).body).toEqual({
      code: Code.BAD_REQUEST,
      message: '答案不正确，请换一题再试',
      data: null,
    });
  });

  it('refuses a wrong answer with a Chinese message, and the question is burnt', async () => {
    const { data } = await ask();
    const right = solve(data.question);
    const wrong = await answer(data.challengeId, String(right + 1));
    expect(wrong.body).toEqual({ code: Code.BAD_REQUEST, message: Msg.textCheckWrong, data: null });
    expect((await answer(data.challengeId, String(right))).body.message).toBe(Msg.textCheckWrong);
    expect((await answer('no-such-question', '3')).body.message).toBe(Msg.textCheckWrong);
    expect((await answer(data.challengeId, '')).body.code).toBe(Code.BAD_REQUEST);
  });

  it('takes full-width digits and the answer in Chinese words', async () => {
    expect(readAnswer('１２')).toBe(12);
    expect(readAnswer(' 12 ')).toBe(12);
    expect(readAnswer('十二')).toBe(12);
    expect(readAnswer('二十')).toBe(20);
    expect(readAnswer('零')).toBe(0);
    expect(readAnswer('十二个')).toBeNull();
    expect(chineseNumber(17)).toBe('十七');
    const { data } = await ask();
    const full = String(solve(data.question)).replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    expect((await answer(data.challengeId, full)).body.code).toBe(200);
  });

  it('is rate-limited per address exactly like the image captcha', async () => {
    const address = '10.3.7.7';
    const { window, perAddress } = LIMITS.verifyIssue;
    await t.app.kv.incr(`rl:verify:addr:${address}`, window, perAddress);
    const refused = await ask(address);
    expect(refused).toMatchObject({ code: Code.TOO_MANY, message: Msg.tooManyRequests });
    const image = await call(t.app, {
      url: VerifyPaths.captchaImage,
      query: { captchaId: 'text-limit-captcha' },
      headers: { 'x-forwarded-for': address },
    });
    expect(image.body).toMatchObject({ code: Code.TOO_MANY, message: Msg.tooManyRequests });
    // Another address is not affected.
    expect((await ask('10.3.7.8')).code).toBe(200);
  });
});
