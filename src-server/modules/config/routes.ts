import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, Header } from '@shared/api/common';
import { ConfigPaths, getConfigQuery, getConfigResponse, parseChannel } from '@shared/api/config';
import { HomePaths, welcomeMessage } from '@shared/api/home';
import { ok } from '../../plugins/envelope';
import { getConfigItems, getWelcome } from './service';

/** Public dictionary configuration and the AI welcome message, both chosen by the `channel` header. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ConfigPaths.getConfig,
    { schema: { querystring: getConfigQuery, response: { 200: envelope(getConfigResponse) } } },
    async (req) => ok(await getConfigItems(app.db, req.query.configType, parseChannel(req.headers[Header.CHANNEL]))),
  );

  app.get(HomePaths.welcomeMessage, { schema: { response: { 200: envelope(welcomeMessage) } } }, async (req) =>
    ok(await getWelcome(app.db, parseChannel(req.headers[Header.CHANNEL]))),
  );
};
