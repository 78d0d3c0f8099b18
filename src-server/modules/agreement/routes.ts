import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgreementApi } from '@shared/api/agreement';
import { route } from '../../plugins/endpoints';
import { accept, history, status } from './service';

/** Agreements (issue 32): what the signed-in user still has to accept, and recording an acceptance. */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, AgreementApi.status, ({ auth }) => status(app.db, auth.subjectId));
  route(app, AgreementApi.accept, ({ auth, input }) => accept(app.db, auth.subjectId, input.documents));
  route(app, AgreementApi.accepted, async ({ auth }) => ({ list: await history(app.db, auth.subjectId) }));
};
