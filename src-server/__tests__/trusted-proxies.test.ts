import { afterAll, describe, expect, it } from 'vitest';
import type { IpLocation } from '@shared/api/region';
import { loadConfig } from '../config';
import { call, createTestApp, type TestApp } from '../test-helpers';

/**
 * Issue 27: behind one proxy, the client's own X-Forwarded-For entries must not decide its address (else every
 * per-address limit is bypassed). The address shows to a caller through region detection.
 */
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.allSettled(opened.map((t) => t.close()));
});
const provinceSeenBy = async (trustProxy: string, xff: string) => {
  const t = await createTestApp({ TRUST_PROXY: trustProxy, SEED_DEMO: 'false' });
  opened.push(t);
  const { body } = await call<IpLocation>(t.app, {
    url: '/api/v2/comm/vt/getIpLocation',
    headers: { 'x-forwarded-for': xff },
  });
  return body.data.province;
};

// The client forges a Beijing address; the proxy (this test's 127.0.0.1) appends the Sichuan one it saw.
const FORGED_THEN_REAL = '123.123.123.123, 125.70.1.1';

describe('TRUST_PROXY', () => {
  it('a hop count believes only the entries the proxies in front appended', async () => {
    expect(await provinceSeenBy('1', FORGED_THEN_REAL)).toBe('四川省');
  });

  it('a list of proxy addresses/CIDRs believes only those proxies', async () => {
    expect(await provinceSeenBy('127.0.0.1/32, 10.0.0.0/8', FORGED_THEN_REAL)).toBe('四川省');
  });

  it('refuses a value that is none of these', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
