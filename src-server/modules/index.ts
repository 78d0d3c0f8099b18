import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersionRoutes } from './app-version/routes';
import { staffRoutes } from './staff/routes';
import { userRoutes } from './user/routes';

/** Every area's routes. Each area adds its plugin here. */
export const modules: FastifyPluginAsyncZod[] = [userRoutes, staffRoutes, appVersionRoutes];
