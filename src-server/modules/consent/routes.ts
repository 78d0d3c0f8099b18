import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsentApi } from '@shared/api/consent';
import { route, withMessage } from '../../plugins/endpoints';
import { childConsent, classMissingConsent, decideConsent } from './service';

/** Guardian consent (issue 32): the parent's decision for their own child; the teacher's view of who lacks it. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ConsentApi.child, ({ auth, input }) => childConsent(app.db, auth.subjectId, input.childId));
  route(app, ConsentApi.decide, async ({ auth, input }) => {
    const r = await decideConsent(app.db, auth.subjectId, input.childId, input.decision);
    return withMessage(r.data, r.message);
  });
  route(app, ConsentApi.classMissing, ({ auth, input }) => classMissingConsent(app.db, auth.subjectId, input.classId));
};
