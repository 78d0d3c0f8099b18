import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppVersionPaths, appVersionQuery, appVersionResponse } from '@shared/api/app-version';
import { envelope } from '@shared/api/common';
import { ok } from '../../plugins/envelope';
import { latestAppVersion } from './service';

/** GET getLastAppVersion: public (a `vt` path), read by the desktop updater before anyone signs in. */
export const appVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AppVersionPaths.latest,
    { schema: { querystring: appVersionQuery, response: { 200: envelope(appVersionResponse) } } },
    async (req) => ok(await latestAppVersion(app.db, req.query)),
  );
};
