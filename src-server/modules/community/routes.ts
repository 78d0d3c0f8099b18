import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommunityApi as A } from '@shared/api/community';
import { route } from '../../plugins/endpoints';
import { informationInfo, informationList } from './information-service';

/** The community's notices and news (issue 13): public routes of src-shared/api/community.ts. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.informationList, ({ input }) => informationList(db, input));
  route(app, A.informationInfo, ({ input }) => informationInfo(db, input.informationId));
};
