import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  bindSchoolRequest,
  schoolLookupQuery,
  schoolLookupResponse,
  SchoolPaths,
  schoolSummary,
} from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { bindSchool, lookupSchool } from './service';

/** School activation codes: look up, then bind (spec section 4 "School binding"). */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = app.authenticate('teacher');

  app.get(
    SchoolPaths.lookup,
    {
      preHandler: teacher,
      schema: { querystring: schoolLookupQuery, response: { 200: envelope(schoolLookupResponse) } },
    },
    async (req) => ok(await lookupSchool(app.db, req.query.code)),
  );

  for (const path of [SchoolPaths.bind, SchoolPaths.userClassBind]) {
    app.post(
      path,
      { preHandler: teacher, schema: { body: bindSchoolRequest, response: { 200: envelope(schoolSummary) } } },
      async (req) => ({
        ...ok(await bindSchool(app.db, authOf(req).subjectId, req.body.schoolCode)),
        message: Msg.activateSuccess,
      }),
    );
  }
};
