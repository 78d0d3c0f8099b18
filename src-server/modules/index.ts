import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { datacenterAuthRoutes } from './datacenter-auth/routes';
import { staffRoutes } from './staff/routes';
import { userRoutes } from './user/routes';
import { verifyRoutes } from './verify/routes';

/** Every area's routes. Each area adds its plugin here. */
export const modules: FastifyPluginAsyncZod[] = [
  userRoutes,
  staffRoutes,
  verifyRoutes,
  accountRoutes,
  datacenterAuthRoutes,
];
