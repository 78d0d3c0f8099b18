import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { loginResponse, staffInfo, staffLoginRequest, UserPaths, type StaffInfo } from '@shared/api/user';
import { staffAccounts } from '../../db/schema';
import { tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { throttledLogin } from '../../lib/rate-limit';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { loginFailed } from '../user/service';

type StaffKind = 'expert' | 'publisher' | 'author';

const AREAS: { kind: StaffKind; login: string; logout: string; info: string }[] = [
  { kind: 'expert', login: UserPaths.expertLogin, logout: UserPaths.expertLogout, info: UserPaths.expertInfo },
  {
    kind: 'publisher',
    login: UserPaths.publisherLogin,
    logout: UserPaths.publisherLogout,
    info: UserPaths.publisherInfo,
  },
  { kind: 'author', login: UserPaths.authorLogin, logout: UserPaths.authorLogout, info: UserPaths.authorInfo },
];

/** Experts, publishers and authors: each kind signs in to its own area with its own token store. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, login, logout, info } of AREAS) {
    app.post(
      login,
      { schema: { body: staffLoginRequest, response: { 200: envelope(loginResponse) } } },
      async (req) => {
        const { account, password } = req.body;
        const row = await throttledLogin(app.kv, { area: kind, account, address: req.ip }, async () => {
          const [found] = await app.db
            .select()
            .from(staffAccounts)
            .where(and(eq(staffAccounts.kind, kind), eq(staffAccounts.account, account)))
            .limit(1);
          const good = await verifyPassword(password, found?.passwordHash ?? (await dummyHash()));
          if (!found || !good) throw loginFailed();
          return found;
        });
        return ok(await app.tokens.issue(kind, row.id));
      },
    );
    app.post(
      logout,
      { preHandler: app.authenticate(kind), schema: { response: { 200: envelope(z.null()) } } },
      async (req) => {
        await app.tokens.revoke(authOf(req).tokenHash);
        return ok(null);
      },
    );
    app.get(
      info,
      { preHandler: app.authenticate(kind), schema: { response: { 200: envelope(staffInfo) } } },
      async (req) => {
        const [row] = await app.db
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.id, authOf(req).subjectId), eq(staffAccounts.kind, kind)))
          .limit(1);
        if (!row) throw tokenExpired();
        const out: StaffInfo = {
          id: row.id,
          account: row.account,
          displayName: row.displayName,
          kind,
          publisherId: row.publisherId,
        };
        return ok(out);
      },
    );
  }
};
