import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, Header } from '@shared/api/common';
import { parseChannel } from '@shared/api/config';
import {
  activityListQuery,
  activityListResponse,
  aiCourseListQuery,
  aiCourseListResponse,
  bannerListQuery,
  bannerListResponse,
  digitalBookListQuery,
  digitalBookListResponse,
  HomePaths,
  liveCourseListQuery,
  liveCourseListResponse,
  recommendQuery,
  recommendResponse,
} from '@shared/api/home';
import { ok } from '../../plugins/envelope';
import { listBanners } from './banner-service';
import { listActivities, listAiCourses, listDigitalBooks, listLiveCourses } from './list-service';
import { getRecommendations } from './recommend-service';

/** The dashboard: recommendations, banners and the lists behind each section's 'more' link. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HomePaths.recommend,
    { schema: { querystring: recommendQuery, response: { 200: envelope(recommendResponse) } } },
    async (req) => ok(await getRecommendations(app.db, req.query.recommendType)),
  );

  app.get(
    HomePaths.bannerList,
    { schema: { querystring: bannerListQuery, response: { 200: envelope(bannerListResponse) } } },
    async (req) => ok(await listBanners(app.db, req.query.position, parseChannel(req.headers[Header.CHANNEL]))),
  );

  app.get(
    HomePaths.activityList,
    { schema: { querystring: activityListQuery, response: { 200: envelope(activityListResponse) } } },
    async (req) => ok(await listActivities(app.db, req.query)),
  );

  app.get(
    HomePaths.aiCourseList,
    { schema: { querystring: aiCourseListQuery, response: { 200: envelope(aiCourseListResponse) } } },
    async (req) => ok(await listAiCourses(app.db, req.query)),
  );

  app.get(
    HomePaths.liveCourseList,
    {
      preHandler: app.authenticate('teacher', 'parent'),
      schema: { querystring: liveCourseListQuery, response: { 200: envelope(liveCourseListResponse) } },
    },
    async (req) => ok(await listLiveCourses(app.db, req.query)),
  );

  app.get(
    HomePaths.digitalBookList,
    { schema: { querystring: digitalBookListQuery, response: { 200: envelope(digitalBookListResponse) } } },
    async (req) => ok(await listDigitalBooks(app.db, req.query)),
  );
};
