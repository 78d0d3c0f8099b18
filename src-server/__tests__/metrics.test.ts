import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthPaths } from '@shared/api/health';
import { createTestApp, type TestApp } from '../test-helpers';

/**
 * Issue 27, operations: Prometheus metrics for request latency by route, server errors, the database pool and open
 * streams, for a scraper holding METRICS_TOKEN; nobody else reads them, and without the setting there is no /metrics.
 */
const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: HealthPaths.metrics, headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined. */
const sample = (text: string, line: RegExp) => {
  const m = text.split('\n').find((l) => line.test(l));
  return m === undefined ? undefined : Number(m.split(' ').at(-1));
};

describe('metrics', () => {
  it('refuses a scraper without the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all-0000')).statusCode).toBe(401);
  });

  it('counts requests by route pattern, not by raw URL, with their status', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: HealthPaths.live });
    await t.app.inject({ url: '/api/v2/digital/vt/bookInfo?bookId=999999' });
    await t.app.inject({ url: `/files/uploads/images/202601/${'Z'.repeat(24)}.png` });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(
      sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\}/),
    ).toBeGreaterThanOrEqual(3);
    // A file's key is not a label: the wildcard route's pattern is.
    expect(text).toContain('route="/files/uploads/*",status_code="404"');
    expect(text).not.toContain('ZZZZZZZZ');
    expect(sample(text, /^classpro_open_streams /)).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (t.database.kind === 'postgres')
      expect(sample(text, /^classpro_db_pool_connections\{state="total"\}/)).toBeGreaterThan(0);
  });

  it('has no /metrics without the setting', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: HealthPaths.metrics, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await plain.close();
    }
  });
});
