import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { captchaKey } from '../../../lib/captcha';
import { call, createTestApp, humanTrail, passSlider, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHALLENGE = '/api/v1/systemManager/vt/getSlideChallenge';
const VERIFY = '/api/v1/systemManager/vt/verifySlide';
const SMS = '/api/v1/systemManager/vt/slideToGetSmsCode';
const CAPTCHA = '/api/v1/students/vt/getCaptchaImage';
const VERIFY_CODE = '/api/v1/students/verifyCode';

type Challenge = { sessionId: string; width: number; scene: string; expiresIn: number };
const challenge = async () => (await call<Challenge>(t.app, { url: CHALLENGE })).body.data;
const verify = (sessionId: string, trail: unknown) =>
  call(t.app, { method: 'POST', url: VERIFY, body: { sessionId, trail } });

describe('slider challenge', () => {
  it('issues a challenge (GET or POST) with a width, the fixed teacher scene and a lifetime', async () => {
    const a = await challenge();
    const b = (await call<Challenge>(t.app, { method: 'POST', url: CHALLENGE })).body.data;
    expect(a).toMatchObject({ width: 300, scene: 'classpro_teacher_sms', expiresIn: 120 });
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.sessionId.length).toBeGreaterThanOrEqual(20);
  });

  it('accepts a human drag once, with a result that buys exactly one SMS', async () => {
    const ch = await challenge();
    const { body } = await verify(ch.sessionId, humanTrail(ch.width));
    expect(body.code).toBe(200);
    const pass = body.data as { sessionId: string; sig: string; token: string; scene: string };
    expect(pass).toMatchObject({ sessionId: ch.sessionId, scene: ch.scene });
    expect(pass.sig).toMatch(/^[0-9a-f]{24}$/);
    // One verify per challenge: the same good drag again is refused.
    expect((await verify(ch.sessionId, humanTrail(ch.width))).body).toMatchObject({
      code: 400,
      message: Msg.slideFailed,
    });
    const send = () =>
      call(t.app, { method: 'POST', url: SMS, body: { ...pass, smsCodeType: 'FORGET_PW', mobile: '13800000001' } });
    expect((await send()).body.code).toBe(200);
    expect((await send()).body).toMatchObject({ code: 400, message: Msg.verifyRequired });
  });

  it('refuses an instant jump, and the refused challenge cannot be retried', async () => {
    const ch = await challenge();
    const jump = await verify(ch.sessionId, [
      [0, 0],
      [1, 300],
    ]);
    expect(jump.body).toEqual({ code: Code.BAD_REQUEST, message: '验证失败，请重试', data: null });
    expect((await verify(ch.sessionId, humanTrail())).body.message).toBe(Msg.slideFailed);
    expect((await verify('no-such-session', humanTrail())).body.message).toBe(Msg.slideFailed);
  });

  it('refuses a forged or tampered verification result at the SMS send', async () => {
    const pass = await passSlider(t.app);
    const forged = { ...pass, sig: 'f'.repeat(24) };
    const res = await call(t.app, {
      method: 'POST',
      url: SMS,
      body: { ...forged, smsCodeType: 'FORGET_PW', mobile: '13800000001' },
    });
    expect(res.body.message).toBe(Msg.verifyRequired);
    // The tampered attempt spent the pass.
    const again = await call(t.app, {
      method: 'POST',
      url: SMS,
      body: { ...pass, smsCodeType: 'FORGET_PW', mobile: '13800000001' },
    });
    expect(again.body.message).toBe(Msg.verifyRequired);
  });
});

describe('image captcha', () => {
  const image = async (captchaId: string) => (await call<string>(t.app, { url: CAPTCHA, query: { captchaId } })).body;
  const answer = async (captchaId: string) => (await t.app.kv.get(captchaKey('user', captchaId)))!;

  it('returns a real JPEG as base64, and a new answer for each fetch', async () => {
    const body = await image('captcha-jpeg-1');
    expect(body.code).toBe(200);
    const bytes = Buffer.from(body.data, 'base64');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const decoded = jpeg.decode(bytes);
    expect([decoded.width, decoded.height]).toEqual([120, 40]);
    const first = await answer('captcha-jpeg-1');
    expect(first).toMatch(/^[a-z3467]{4}$/);
    // Not blank: the drawing has dark pixels (the characters).
    let dark = 0;
    for (let i = 0; i < decoded.data.length; i += 4) if (decoded.data[i]! < 100) dark++;
    expect(dark).toBeGreaterThan(100);
  });

  it('checks case-insensitively, binds the pass to the mobile, and a wrong answer burns the image', async () => {
    await image('captcha-case-1');
    const right = (await answer('captcha-case-1')).toUpperCase();
    const ok = await call<{ sessionId: string; sig: string; token: string; scene: string }>(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '13800000001', codeKey: right, captchaId: 'captcha-case-1' },
    });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ sessionId: 'captcha-case-1', sig: 'captcha', scene: 'classpro_teacher_sms' });
    // Single use.
    const reuse = await call(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '13800000001', codeKey: right, captchaId: 'captcha-case-1' },
    });
    expect(reuse.body).toMatchObject({ code: 400, message: Msg.captchaWrong });
    // The pass is for that mobile only.
    const other = await call(t.app, {
      method: 'POST',
      url: SMS,
      body: { ...ok.body.data, smsCodeType: 'FORGET_PW', mobile: '13800000002' },
    });
    expect(other.body.message).toBe(Msg.verifyRequired);

    await image('captcha-burn-1');
    const good = await answer('captcha-burn-1');
    const wrong = await call(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '13800000001', codeKey: 'zzzz', captchaId: 'captcha-burn-1' },
    });
    expect(wrong.body.message).toBe(Msg.captchaWrong);
    const late = await call(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '13800000001', codeKey: good, captchaId: 'captcha-burn-1' },
    });
    expect(late.body.message).toBe(Msg.captchaWrong);
  });

  it('a captcha pass sends an SMS to its mobile', async () => {
    await image('captcha-sms-01');
    const pass = await call<Record<string, string>>(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '13800000002', codeKey: await answer('captcha-sms-01'), captchaId: 'captcha-sms-01' },
    });
    const before = t.app.sms.outbox.length;
    const sent = await call(t.app, {
      method: 'POST',
      url: SMS,
      body: { ...pass.body.data, smsCodeType: 'FORGET_PW', mobile: '13800000002' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(sent.body.code).toBe(200);
    expect(t.app.sms.outbox.length).toBe(before + 1);
  });

  it('validates the captcha id and the mobile', async () => {
    expect((await image('short')).code).toBe(400);
    const res = await call(t.app, {
      method: 'POST',
      url: VERIFY_CODE,
      body: { mobile: '123', codeKey: 'abcd', captchaId: 'captcha-case-9' },
    });
    expect(res.body.message).toBe(Msg.smsMobileInvalid);
  });
});
