import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpLocation, RegionOptionDto } from '@shared/api/region';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

// Behind a proxy: the client's address comes from X-Forwarded-For.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const locate = (app: TestApp, xff?: string) =>
  call<IpLocation>(app.app, {
    url: '/api/v2/comm/vt/getIpLocation',
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

describe('supported regions', () => {
  it('lists 全国 first, then the provinces, without a token', async () => {
    const { body } = await call<RegionOptionDto[]>(t.app, { url: '/api/v2/course/vt/getSupportLocation' });
    expect(body.code).toBe(200);
    expect(body.data[0]!.name).toBe('全国');
    const names = body.data.map((r) => r.name);
    for (const n of ['四川省', '北京市', '广东省', '浙江省', '新疆维吾尔自治区', '广西壮族自治区'])
      expect(names).toContain(n);
  });
});

describe('region detection by address (offline ip2region)', () => {
  it.each([
    ['125.70.1.1', '四川省', '四川省'],
    ['61.139.2.69', '四川省', '四川省'],
    ['123.123.123.123', '北京', '北京市'],
    ['116.11.1.1', '广西', '广西壮族自治区'],
    ['222.82.1.1', '新疆', '新疆维吾尔自治区'],
    ['115.236.1.1', '浙江省', '浙江省'],
    ['240e:47d:c20:1627:30a3:ba0d:a5e6:ec19', '广东省', '广东省'],
  ])('%s is in %s, matched to %s', async (ip, province, name) => {
    const { body } = await locate(t, ip);
    expect(body.code).toBe(200);
    expect(body.data.province).toBe(province);
    expect(body.data.name).toBe(name);
    expect(body.data.id).toBeGreaterThan(1);
  });

  it.each([
    ['1.192.1.1', 'an unsupported province (河南)'],
    ['8.8.8.8', 'a foreign address'],
    ['1.2.3.4', 'a foreign address with a "province"'],
    ['10.1.2.3', 'a private address'],
    ['192.168.1.20', 'a private address'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['not-an-ip', 'garbage'],
  ])('%s (%s) gives 全国', async (ip) => {
    const { body } = await locate(t, ip);
    expect(body.data).toMatchObject({ name: '全国', id: 1 });
  });

  it('uses the client, not the proxies, of a forwarded chain', async () => {
    const { body } = await locate(t, '125.70.1.1, 10.0.0.2');
    expect(body.data.name).toBe('四川省');
  });

  it('gives 全国 to a direct loopback caller', async () => {
    expect((await locate(t)).body.data.name).toBe('全国');
  });
});

describe('without TRUST_PROXY', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
  });
  afterAll(() => direct.close());

  it('ignores X-Forwarded-For, so a client cannot pretend to be elsewhere', async () => {
    const { body } = await locate(direct, '125.70.1.1');
    expect(body.data.name).toBe('全国');
  });
});
