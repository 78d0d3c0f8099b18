import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppVersionApi } from '@shared/api/app-version';
import { route } from '../../plugins/endpoints';
import { latestAppVersion } from './service';

/** GET getLastAppVersion: public (a `vt` path), read by the desktop updater before anyone signs in. */
export const appVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, AppVersionApi.latest, async ({ input }) => latestAppVersion(app.db, input));
};
