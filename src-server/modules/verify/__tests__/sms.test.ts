import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { call, createTestApp, passSlider, randomAddress, requestSmsCode, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const SMS = '/api/v1/systemManager/vt/slideToGetSmsCode';
const rowsOf = (r: unknown) =>
  (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { key: string; value: string }[];
let n = 0;
/** A fresh, unregistered mobile per call, so cooldowns of one test do not touch another. */
const freshMobile = () => `1370000${String(1000 + n++).padStart(4, '0')}`;

const send = (body: Record<string, unknown>, address = randomAddress()) =>
  call(t.app, { method: 'POST', url: SMS, body, headers: { 'x-forwarded-for': address } });

describe('SMS codes', () => {
  it('accepts the spec form body and JSON alike, and delivers a 6-digit code to the outbox', async () => {
    const mobile = freshMobile();
    const pass = await passSlider(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: SMS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomAddress() },
      payload: new URLSearchParams({ ...pass, smsCodeType: 'RIGESTER', mobile }).toString(),
    });
    expect(res.json()).toEqual({ code: 200, message: Msg.smsSent, data: null });
    const last = t.app.sms.outbox.at(-1)!;
    expect(last).toMatchObject({ mobile, type: 'RIGESTER' });
    expect(last.code).toMatch(/^\d{6}$/);
    expect(last.at).toBeInstanceOf(Date);
    expect(t.app.sms.lastCode(mobile)).toBe(last.code);
    const json = await requestSmsCode(t.app, freshMobile(), 'RIGESTER');
    expect(json).toMatch(/^\d{6}$/);
  });

  it('answers the spec messages for an empty or wrong mobile, without spending the verification', async () => {
    const pass = await passSlider(t.app);
    expect((await send({ ...pass, smsCodeType: 'RIGESTER', mobile: '' })).body.message).toBe('手机号不能为空');
    expect((await send({ ...pass, smsCodeType: 'RIGESTER' })).body.message).toBe('手机号不能为空');
    expect((await send({ ...pass, smsCodeType: 'RIGESTER', mobile: '12345' })).body.message).toBe('手机号不正确');
    expect((await send({ ...pass, smsCodeType: 'RIGESTER', mobile: freshMobile() })).body.code).toBe(200);
  });

  it('requires a verification this server issued', async () => {
    const mobile = freshMobile();
    expect((await send({ smsCodeType: 'RIGESTER', mobile })).body.message).toBe(Msg.verifyRequired);
    const fake = { sessionId: 'x', sig: 'y', token: 'z', scene: 'classpro_teacher_sms' };
    expect((await send({ ...fake, smsCodeType: 'RIGESTER', mobile })).body.message).toBe(Msg.verifyRequired);
    expect((await send({ smsCodeType: 'OTHER', mobile })).body.code).toBe(Code.BAD_REQUEST);
  });

  it('sends one SMS per mobile per 60 s', async () => {
    const mobile = freshMobile();
    await requestSmsCode(t.app, mobile, 'RIGESTER');
    const again = await send({ ...(await passSlider(t.app)), smsCodeType: 'RIGESTER', mobile });
    expect(again.body).toEqual({ code: Code.TOO_MANY, message: Msg.smsTooFrequent, data: null });
  });

  it('caps sends per mobile and per client address each hour', async () => {
    const mobile = freshMobile();
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(await requestSmsCode(t.app, mobile, 'RIGESTER'));
      await t.app.kv.del(`sms:cool:${mobile}`); // as if the 60 s had passed
    }
    expect(codes.every((c) => /^\d{6}$/.test(c ?? ''))).toBe(true);
    const sixth = await send({ ...(await passSlider(t.app)), smsCodeType: 'RIGESTER', mobile });
    expect(sixth.body).toMatchObject({ code: Code.TOO_MANY, message: Msg.smsTooMany });

    const address = randomAddress();
    for (let i = 0; i < 20; i++) await requestSmsCode(t.app, freshMobile(), 'RIGESTER', { address });
    const over = await send({ ...(await passSlider(t.app)), smsCodeType: 'RIGESTER', mobile: freshMobile() }, address);
    expect(over.body.message).toBe(Msg.smsTooMany);
  });

  it('answers RIGESTER to a registered mobile like a free one but sends it nothing, and FORGET_PW to an unknown mobile alike', async () => {
    // Issue 18: 该手机号已注册 here told anybody which mobiles hold accounts. Registration checks the code first.
    const sent = t.app.sms.outbox.length;
    const taken = await send({ ...(await passSlider(t.app)), smsCodeType: 'RIGESTER', mobile: '13800000001' });
    const free = await send({ ...(await passSlider(t.app)), smsCodeType: 'RIGESTER', mobile: freshMobile() });
    expect(taken.body).toEqual(free.body);
    expect(taken.body.code).toBe(Code.OK);
    expect(t.app.sms.outbox.length).toBe(sent + 1);
    expect(t.app.sms.outbox.some((m) => m.mobile === '13800000001')).toBe(false);
    // The parent's mobile is free for a teacher-side account but taken for a parent one.
    expect(await requestSmsCode(t.app, '13800000002', 'RIGESTER')).toMatch(/^\d{6}$/);
    await t.app.kv.del('sms:cool:13800000002');
    const outbox = t.app.sms.outbox.length;
    const asParent = await send({
      ...(await passSlider(t.app)),
      smsCodeType: 'RIGESTER',
      mobile: '13800000002',
      userType: 'PARENT',
    });
    expect(asParent.body).toEqual(free.body);
    expect(t.app.sms.outbox.length).toBe(outbox);

    const before = t.app.sms.outbox.length;
    const unknown = await send({ ...(await passSlider(t.app)), smsCodeType: 'FORGET_PW', mobile: freshMobile() });
    const known = await send({ ...(await passSlider(t.app)), smsCodeType: 'FORGET_PW', mobile: '13800000003' });
    expect(unknown.body).toEqual(known.body);
    expect(t.app.sms.outbox.length).toBe(before + 1);
    expect(t.app.sms.outbox.at(-1)!.mobile).toBe('13800000003');
  });

  it('stores codes only as hashes', async () => {
    const mobile = freshMobile();
    const code = (await requestSmsCode(t.app, mobile, 'RIGESTER'))!;
    const rows = rowsOf(await t.database.db.execute(sql`select key, value from kv where key like 'sms:code:%'`));
    expect(rows.some((r) => r.key.endsWith(mobile))).toBe(true);
    expect(rows.some((r) => r.value.includes(code))).toBe(false);
  });
});

describe('SMS providers', () => {
  it('refuses to start in production with only the outbox provider', async () => {
    await expect(buildApp({ config: testConfig({ NODE_ENV: 'production' }), database: t.database })).rejects.toThrow(
      /Refusing to start.*SMS_PROVIDER=outbox/,
    );
    await expect(
      buildApp({ config: testConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http' }), database: t.database }),
    ).rejects.toThrow(/SMS_HTTP_URL/);
  });

  it('the http provider posts each code to the gateway, and a gateway failure is a clear message', async () => {
    const received: { auth?: string; body: Record<string, string> }[] = [];
    let fail = false;
    const gateway = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = fail ? 502 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'gw' }),
      database: t.database,
    });
    try {
      const mobile = freshMobile();
      const ok = await call(app, {
        method: 'POST',
        url: SMS,
        body: { ...(await passSlider(app)), smsCodeType: 'RIGESTER', mobile },
      });
      expect(ok.body.code).toBe(200);
      expect(received[0]).toMatchObject({
        auth: 'Bearer gw',
        body: { mobile, type: 'RIGESTER', template: 'classpro_rigester' },
      });
      expect(received[0]!.body.code).toMatch(/^\d{6}$/);
      expect(app.sms.outbox).toHaveLength(0);
      fail = true;
      const broken = await call(app, {
        method: 'POST',
        url: SMS,
        body: { ...(await passSlider(app)), smsCodeType: 'RIGESTER', mobile: freshMobile() },
      });
      expect(broken.status).toBe(200);
      expect(broken.body).toEqual({ code: Code.SERVER_ERROR, message: Msg.smsSendFailed, data: null });
    } finally {
      await app.close();
      gateway.close();
    }
  });
});
