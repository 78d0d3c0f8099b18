import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Header } from '@shared/api/common';
import { ConfigApi, parseChannel } from '@shared/api/config';
import { route } from '../../plugins/endpoints';
import { getConfigItems, getWelcome } from './service';

/** Public dictionary configuration and the AI welcome message, both chosen by the `channel` header. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ConfigApi.getConfig, async ({ input, req }) =>
    getConfigItems(app.db, input.configType, parseChannel(req.headers[Header.CHANNEL])),
  );

  route(app, ConfigApi.welcomeMessage, async ({ req }) => ({
    ...(await getWelcome(app.db, parseChannel(req.headers[Header.CHANNEL]))),
    // The assistant (modules/aigc) answers only with a model configured.
    configured: Boolean(app.config.AI_BASE_URL),
  }));
};
