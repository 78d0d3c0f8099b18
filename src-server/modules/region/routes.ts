import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegionApi } from '@shared/api/region';
import { route } from '../../plugins/endpoints';
import { detectRegion, supportedRegions } from './service';

/** Supported regions and region detection by address (public). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, RegionApi.supportLocation, async () => supportedRegions(app.db));

  // req.ip is the socket's address, or the client's from X-Forwarded-For when TRUST_PROXY=true.
  route(app, RegionApi.ipLocation, async ({ req }) => detectRegion(app.db, req.ip));
};
