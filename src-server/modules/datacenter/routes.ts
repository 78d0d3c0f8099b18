import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DatacenterIndexApi as A, DatacenterIndexPaths, rangeQuery } from '@shared/api/datacenter';
import { route } from '../../plugins/endpoints';
import { exportWorkbook } from './export';
import { courseRows } from './figures';
import { adminDistrict, checkRange, resolveScope } from './scope';
import { baseData, chartBar, chartLine, districtList, schoolList, useData } from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The data centre's figures (issue 16): every call is the admin's (Cms-Token), limited to their district if any. */
export const datacenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scoped = async (staffId: number, input: { district?: string; schoolId?: number }) =>
    resolveScope(db, staffId, input);

  route(app, A.scope, async ({ auth }) => ({ district: await adminDistrict(db, auth.subjectId) }));
  route(app, A.baseData, async ({ input, auth }) => baseData(db, await scoped(auth.subjectId, input)));
  route(app, A.useData, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return useData(db, await scoped(auth.subjectId, input), range);
  });
  route(app, A.chartBar, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return chartBar(db, await scoped(auth.subjectId, input), range);
  });
  route(app, A.chartLine, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return chartLine(db, await scoped(auth.subjectId, input), range, input.granularity);
  });
  route(app, A.districtList, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return districtList(db, await scoped(auth.subjectId, input), range);
  });
  route(app, A.schoolList, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return schoolList(db, await scoped(auth.subjectId, input), range);
  });
  route(app, A.courseList, async ({ input, auth }) => {
    const range = checkRange(input.startDate, input.endDate);
    return courseRows(db, await scoped(auth.subjectId, input), range);
  });

  // The spreadsheet: the same figures as the screens, as an .xlsx attachment behind the Cms-Token header.
  app.post(
    DatacenterIndexPaths.exportXlsx,
    { preHandler: app.authenticate('datacenter'), schema: { body: rangeQuery } },
    async (req, reply) => {
      const input = req.body;
      const range = checkRange(input.startDate, input.endDate);
      const scope = await scoped(req.auth!.subjectId, input);
      const file = await exportWorkbook(db, scope, range);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="datacenter-${range.start}-${range.end}.xlsx"`)
        .send(file);
    },
  );
};
