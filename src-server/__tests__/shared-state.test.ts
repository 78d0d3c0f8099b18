import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { captchaKey } from '../lib/captcha';
import { call, createTestDatabase, humanTrail, passSlider, type TestDatabase } from '../test-helpers';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Two servers on one database (and, with Redis, one Redis): what a load balancer spreads requests over. */
async function twoServers(env: Parameters<typeof testConfig>[0]): Promise<[FastifyInstance, FastifyInstance]> {
  const db: TestDatabase = await createTestDatabase();
  const a = await buildApp({ config: testConfig(env), database: db.database });
  const b = await buildApp({ config: testConfig(env), database: db.database });
  cleanups.push(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });
  return [a, b];
}

function scenario(name: string, env: () => Parameters<typeof testConfig>[0], kind: 'db' | 'redis') {
  describe(`several servers share state (${name})`, () => {
    let a: FastifyInstance;
    let b: FastifyInstance;

    it('uses the configured store', async () => {
      [a, b] = await twoServers(env());
      expect([a.kv.kind, b.kv.kind]).toEqual([kind, kind]);
    });

    it('a challenge, a captcha and an SMS code issued by one server are honoured once by the other', async () => {
      const ch = await call<{ sessionId: string }>(a, { url: '/api/v1/systemManager/vt/getSlideChallenge' });
      const verified = await call<Record<string, string>>(b, {
        method: 'POST',
        url: '/api/v1/systemManager/vt/verifySlide',
        body: { sessionId: ch.body.data.sessionId, trail: humanTrail() },
      });
      expect(verified.body.code).toBe(200);
      const mobile = '13755550001';
      const sms = await call(a, {
        method: 'POST',
        url: '/api/v1/systemManager/vt/slideToGetSmsCode',
        body: { ...verified.body.data, smsCodeType: 'RIGESTER', mobile },
      });
      expect(sms.body.code).toBe(200);
      // The pass was spent on A: B refuses it too.
      const replay = await call(b, {
        method: 'POST',
        url: '/api/v1/systemManager/vt/slideToGetSmsCode',
        body: { ...verified.body.data, smsCodeType: 'RIGESTER', mobile },
      });
      expect(replay.body.message).toBe(Msg.verifyRequired);
      // The 60 s cooldown set on A holds on B.
      const cooled = await call(b, {
        method: 'POST',
        url: '/api/v1/systemManager/vt/slideToGetSmsCode',
        body: { ...(await passSlider(b)), smsCodeType: 'RIGESTER', mobile },
      });
      expect(cooled.body.message).toBe(Msg.smsTooFrequent);
      const code = a.sms.lastCode(mobile)!;
      const body = { mobile, code, password: 'Shared@2026', passwordCheck: 'Shared@2026' };
      const registered = await call(b, { method: 'POST', url: '/api/v2/user/vt/register', body });
      expect(registered.body.code).toBe(200);

      await call(b, { url: '/api/v1/students/vt/getCaptchaImage', query: { captchaId: 'shared-captcha-1' } });
      const answer = (await b.kv.get(captchaKey('user', 'shared-captcha-1')))!;
      const checked = await call(a, {
        method: 'POST',
        url: '/api/v1/students/verifyCode',
        body: { mobile, codeKey: answer, captchaId: 'shared-captcha-1' },
      });
      expect(checked.body.code).toBe(200);
    });

    it('counts sign-in failures across servers', async () => {
      const fail = (app: FastifyInstance) =>
        call(app, {
          method: 'POST',
          url: '/api/v2/user/vt/login',
          body: { mobileOrEamil: '13800000001', password: 'Wrong@2026' },
        });
      for (const app of [a, b, a, b, a]) expect((await fail(app)).body.message).toBe(Msg.loginFailed);
      expect((await fail(b)).body.code).toBe(Code.TOO_MANY);
    });
  });
}

scenario(`database: ${process.env.TEST_DB ?? 'pglite'}`, () => ({}), 'db');

const prefix = `classpro-test:${randomBytes(6).toString('hex')}:`;
cleanups.push(async () => {
  const raw = new Redis(REDIS_URL);
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  raw.disconnect();
});
scenario('redis', () => ({ REDIS_URL, REDIS_KEY_PREFIX: prefix }), 'redis');
