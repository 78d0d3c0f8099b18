import { describe, expect, it } from 'vitest';
import { matchRegion } from '@shared/rules/region';
import { browserPosition, combinedLookup, COMBINED_TIMEOUT_MS, GEO_TIMEOUT_MS } from '../geolocation';

type Options = PositionOptions | undefined;
function fakeGeo(answer: { coords: Partial<GeolocationCoordinates> } | { code: number }, seen: Options[] = []) {
  return {
    getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null, opts?: PositionOptions) {
      seen.push(opts);
      if ('code' in answer) fail?.({ code: answer.code } as GeolocationPositionError);
      else ok({ coords: answer.coords, timestamp: 1700000000000 } as GeolocationPosition);
    },
  } as unknown as Geolocation;
}
const coords = {
  latitude: 30.6,
  longitude: 104.1,
  accuracy: 20,
  altitude: null,
  altitudeAccuracy: null,
  heading: null,
  speed: null,
};
const ip = { name: '四川省', id: 4, province: '四川省', city: '成都市' };

describe('browser position', () => {
  it('gives every field of the spec, asked with a 20000 ms timeout', async () => {
    const seen: Options[] = [];
    await expect(browserPosition(undefined, fakeGeo({ coords }, seen))).resolves.toEqual({
      ...coords,
      timestamp: 1700000000000,
    });
    expect(seen[0]?.timeout).toBe(GEO_TIMEOUT_MS);
  });

  it.each([
    [1, '用户拒绝了地理位置权限请求'],
    [2, '位置信息不可用'],
    [3, '获取位置信息超时'],
  ])('error code %i reads %s', async (code, message) => {
    await expect(browserPosition(undefined, fakeGeo({ code }))).rejects.toThrow(message);
  });

  it('says when the browser has no geolocation', async () => {
    await expect(browserPosition(undefined, null as unknown as undefined)).rejects.toThrow(
      '当前浏览器不支持地理位置API',
    );
  });
});

describe('combined lookup', () => {
  it('uses the browser within 10000 ms, else the IP lookup, else IP定位请求失败', async () => {
    const seen: Options[] = [];
    await expect(combinedLookup(async () => ip, fakeGeo({ coords }, seen))).resolves.toMatchObject({
      source: 'browser',
    });
    expect(seen[0]?.timeout).toBe(COMBINED_TIMEOUT_MS);
    await expect(combinedLookup(async () => ip, fakeGeo({ code: 1 }))).resolves.toEqual({
      source: 'ip',
      location: ip,
      browserError: '用户拒绝了地理位置权限请求',
    });
    await expect(combinedLookup(() => Promise.reject(new Error('x')), fakeGeo({ code: 3 }))).rejects.toThrow(
      'IP定位请求失败',
    );
  });
});

describe('region matcher as the picker uses it', () => {
  const list = [
    { id: 1, name: '全国' },
    { id: 4, name: '四川省' },
    { id: 10, name: '广西壮族自治区' },
  ];
  it('matches ignoring suffixes, default 全国', () => {
    expect(matchRegion('四川', list)?.id).toBe(4);
    expect(matchRegion('广西', list)?.id).toBe(10);
    expect(matchRegion('火星', list)?.name).toBe('全国');
    expect(matchRegion('', list)?.name).toBe('全国');
  });
});
