import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PingResponse } from '@shared/api/network';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('device check support', () => {
  it('answers a ping without a token, never cached', async () => {
    const { body, raw: res } = await call<PingResponse>(t.app, { url: '/api/v2/comm/vt/ping' });
    expect(body.code).toBe(200);
    expect(Date.parse(body.data.serverTime)).not.toBeNaN();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves exactly the asked number of bytes', async () => {
    const res = await t.app.inject({ url: '/api/v2/comm/vt/speedTest?size=123456' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.rawPayload.length).toBe(123456);
    const dflt = await t.app.inject({ url: '/api/v2/comm/vt/speedTest' });
    expect(dflt.rawPayload.length).toBe(2 * 1024 * 1024);
  });

  it('refuses a size out of range with the envelope, not a 500', async () => {
    for (const size of ['0', '99999999', 'abc']) {
      const { body } = await call(t.app, { url: `/api/v2/comm/vt/speedTest?size=${size}` });
      expect(body.code).toBe(400);
    }
  });
});
