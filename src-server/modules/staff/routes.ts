import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffApi } from '@shared/api/staff';
import { route } from '../../plugins/endpoints';
import { staffInfo, staffLogin, type StaffArea } from './service';

const AREAS = [
  { kind: 'expert', login: StaffApi.expertLogin, logout: StaffApi.expertLogout, info: StaffApi.expertInfo },
  { kind: 'publisher', login: StaffApi.publisherLogin, logout: StaffApi.publisherLogout, info: StaffApi.publisherInfo },
  { kind: 'author', login: StaffApi.authorLogin, logout: StaffApi.authorLogout, info: StaffApi.authorInfo },
] as const satisfies readonly { kind: StaffArea; [key: string]: unknown }[];

/** Experts, publishers and authors: each kind signs in to its own area with its own token store. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, login, logout, info } of AREAS) {
    route(app, login, ({ input, req }) => staffLogin(app, kind, input.account, input.password, req.ip));
    route(app, logout, async ({ auth }) => {
      await app.tokens.revoke(auth.tokenHash);
      return null;
    });
    route(app, info, ({ auth }) => staffInfo(app, kind, auth.subjectId));
  }
};
