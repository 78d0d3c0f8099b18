import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthPaths } from '@shared/api/health';
import { createTestApp, type TestApp } from '../test-helpers';

/** Issue 27: one request id across the load balancer and every server's log, answered on every response. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = async (url: string, header?: string) =>
  (await t.app.inject({ url, headers: header === undefined ? {} : { 'x-request-id': header } })).headers[
    'x-request-id'
  ];

describe('X-Request-Id', () => {
  it('honours a sane incoming id, on answers, errors and unknown paths alike', async () => {
    expect(await idOf(HealthPaths.live, 'lb-7f3a.9_x')).toBe('lb-7f3a.9_x');
    expect(await idOf('/no/such/path', 'abc-123')).toBe('abc-123');
    expect(await idOf('/api/v2/user/getUserRelations', 'abc-124')).toBe('abc-124');
  });

  it('answers a random UUID, not a per-server counter, when none or an unsafe one comes', async () => {
    const ids = [
      await idOf(HealthPaths.live),
      await idOf(HealthPaths.live),
      await idOf(HealthPaths.live, 'x'.repeat(65)),
      await idOf(HealthPaths.live, 'bad id\r'),
      await idOf(HealthPaths.live, '<script>'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
