import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { ipLocation, RegionPaths, supportLocationResponse } from '@shared/api/region';
import { ok } from '../../plugins/envelope';
import { detectRegion, supportedRegions } from './service';

/** Supported regions and region detection by address (public). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(RegionPaths.supportLocation, { schema: { response: { 200: envelope(supportLocationResponse) } } }, async () =>
    ok(await supportedRegions(app.db)),
  );

  // req.ip is the socket's address, or the client's from X-Forwarded-For when TRUST_PROXY=true.
  app.get(RegionPaths.ipLocation, { schema: { response: { 200: envelope(ipLocation) } } }, async (req) =>
    ok(await detectRegion(app.db, req.ip)),
  );
};
