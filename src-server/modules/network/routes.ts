import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { NetworkPaths, pingResponse, SPEED_TEST_MAX_BYTES, speedTestQuery } from '@shared/api/network';
import { ok } from '../../plugins/envelope';

/** Device check support (public): a ping for latency and a download of a known size for the speed. */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Filled once; random bytes so no proxy on the way can compress the download and flatter the figure.
  const payload = Buffer.alloc(SPEED_TEST_MAX_BYTES);
  for (let i = 0; i < payload.length; i += 4) payload.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);

  app.get(NetworkPaths.ping, { schema: { response: { 200: envelope(pingResponse) } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ serverTime: new Date().toISOString() });
  });

  app.get(NetworkPaths.speedTest, { schema: { querystring: speedTestQuery } }, async (req, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .header('content-encoding', 'identity')
      .type('application/octet-stream')
      .send(payload.subarray(0, req.query.size));
  });
};
