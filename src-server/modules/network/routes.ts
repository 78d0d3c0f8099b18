import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NetworkApi, NetworkPaths, SPEED_TEST_MAX_BYTES, speedTestQuery } from '@shared/api/network';
import { LIMITS } from '../../lib/limits';
import { hit, tooManyRequests } from '../../lib/rate-limit';
import { route } from '../../plugins/endpoints';

/** Device check support (public): a ping for latency and a download of a known size for the speed. */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Filled once; random bytes so no proxy on the way can compress the download and flatter the figure.
  const payload = Buffer.alloc(SPEED_TEST_MAX_BYTES);
  for (let i = 0; i < payload.length; i += 4) payload.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);

  route(app, NetworkApi.ping, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { serverTime: new Date().toISOString() };
  });

  // Raw bytes, not the envelope: one of the non-endpoint routes (plugins/non-endpoint-routes.ts).
  app.get(NetworkPaths.speedTest, { schema: { querystring: speedTestQuery } }, async (req, reply) => {
    // Anonymous and up to 4 MB a download: throttled per client address (issue 18).
    const { window, perAddress } = LIMITS.speedTest;
    if (!(await hit(app.kv, `rl:speed:addr:${req.ip}`, perAddress, window))) throw tooManyRequests();
    return reply
      .header('cache-control', 'no-store')
      .header('content-encoding', 'identity')
      .type('application/octet-stream')
      .send(payload.subarray(0, req.query.size));
  });
};
