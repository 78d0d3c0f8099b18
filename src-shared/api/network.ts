import { z } from 'zod';
import { get } from './endpoint';

/**
 * The device check (spec section 2, /network/network-check): API reachability with latency, and a download of a
 * known size to measure the speed. Not in the spec's call list; chosen here in the `comm/vt` namespace. Public.
 */
export const NetworkPaths = {
  /** GET → {serverTime}: the smallest round trip, for latency. */
  ping: '/api/v2/comm/vt/ping',
  /** GET ?size=<bytes> → exactly `size` bytes of application/octet-stream (not the envelope), never cached. */
  speedTest: '/api/v2/comm/vt/speedTest',
} as const;

/** The largest download the speed test serves (and the default): 2 MB gives a stable figure on a school line. */
export const SPEED_TEST_MAX_BYTES = 4 * 1024 * 1024;
export const SPEED_TEST_DEFAULT_BYTES = 2 * 1024 * 1024;

export const pingResponse = z.object({ serverTime: z.string() });
export type PingResponse = z.infer<typeof pingResponse>;

export const speedTestQuery = z.object({
  size: z.coerce.number().int().min(1).max(SPEED_TEST_MAX_BYTES).default(SPEED_TEST_DEFAULT_BYTES),
});

/**
 * One descriptor per endpoint (docs/architecture.md, rule 8). The speed test answers raw bytes, not the envelope, so it is not a
 * descriptor: it stays in `NetworkPaths` and in the server's list of non-endpoint routes.
 */
export const NetworkApi = {
  ping: get(NetworkPaths.ping, { response: pingResponse, areas: [] }),
} as const;
