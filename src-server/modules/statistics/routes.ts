import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatisticsApi as A } from '@shared/api/statistics';
import { route } from '../../plugins/endpoints';
import { teacherOverview } from './service';

/** 我的数据 (issue 13): the teacher's own teaching figures. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.teacherOverview, ({ input, auth }) =>
    teacherOverview(db, auth.subjectId, input.startDate, input.endDate, new Date()),
  );
};
