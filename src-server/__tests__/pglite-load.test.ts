import { describe, expect, it } from 'vitest';
import { Msg } from '@shared/rules/messages';
// @ts-expect-error: a plain ES module of the bench scripts, typed by use here.
import { pgliteLoad } from '../../scripts/bench/pglite-load.mjs';

interface Figures {
  requests: number;
  ok: number;
  busy: number;
  errors: number;
  other: number;
  latency: { p50: number; p99: number; max: number };
  probes: { count: number; median: number; p99: number; max: number; failed: number };
  busySample: string | null;
}

/**
 * Issue 18: on PGlite under 200 concurrent clients a request on a new connection waited 2.5-30 s. The real server,
 * 200 keep-alive clients reading and writing for 8 s, and a new connection every 250 ms: nobody waits more than 2 s;
 * what cannot be served in time is shed with the busy envelope (503), never an error or a hang.
 */
// A load figure, not a unit test (speed goals are measured, not timed in `npm test`): it runs with PGLITE_LOAD=1, and
// `npm run bench` prints the 200-client mixed run on PGlite beside it. Since PGlite moved to its own thread it passes on the 2-core machine even
// with three CPU-bound processes beside it (docs/performance.md).
describe.skipIf(process.env.TEST_DB === 'postgres' || !process.env.PGLITE_LOAD)(
  'PGlite under 200 concurrent clients',
  () => {
    it('answers every request, new connections included, within 2 s', { timeout: 90_000 }, async () => {
      const f = (await pgliteLoad({ connections: 200, seconds: 8 })) as Figures;
      console.log('pglite load:', JSON.stringify(f));
      expect(f.errors).toBe(0);
      expect(f.other).toBe(0);
      expect(f.ok).toBeGreaterThan(200);
      expect(f.probes.count).toBeGreaterThan(10);
      expect(f.probes.failed).toBe(0);
      expect(f.latency.max).toBeLessThan(2000);
      expect(f.probes.max).toBeLessThan(2000);
      if (f.busySample) expect(JSON.parse(f.busySample)).toEqual({ code: 503, message: Msg.busy, data: null });
    });
  },
);
