import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Header } from '@shared/api/common';
import { parseChannel } from '@shared/api/config';
import { HomeApi } from '@shared/api/home';
import { route } from '../../plugins/endpoints';
import { listBanners } from './banner-service';
import { listActivities, listAiCourses, listDigitalBooks, listLiveCourses } from './list-service';
import { getRecommendations } from './recommend-service';

/** The dashboard: recommendations, banners and the lists behind each section's 'more' link. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, HomeApi.recommend, async ({ input }) => getRecommendations(app.db, input.recommendType));
  route(app, HomeApi.bannerList, async ({ input, req }) =>
    listBanners(app.db, input.position, parseChannel(req.headers[Header.CHANNEL])),
  );
  route(app, HomeApi.activityList, async ({ input }) => listActivities(app.db, input));
  route(app, HomeApi.aiCourseList, async ({ input }) => listAiCourses(app.db, input));
  route(app, HomeApi.liveCourseList, async ({ input }) => listLiveCourses(app.db, input));
  route(app, HomeApi.digitalBookList, async ({ input }) => listDigitalBooks(app.db, input));
};
