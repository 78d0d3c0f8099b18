// Where a signed-in getUserInfo's CPU goes, stage by stage, as CPU microseconds per call in this process (robust to
// other load on the machine, unlike req/s): each stage as the server does it now beside the way it was done before
// (issue 18, profile of `node --cpu-prof` during the bench) and the bare baseline.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { envelope } from '@shared/api/common';
import { userInfo } from '@shared/api/user';
import type { Database } from '../src-server/db/client';
import { authTokens, schools, users } from '../src-server/db/schema';
import { hashToken } from '../src-server/plugins/auth';
import { getUserInfo } from '../src-server/modules/user/service';

const CALLS = Number(process.env.STAGE_CALLS ?? 2000);

/** CPU µs per call of `fn`, `CALLS` calls one after another after a warm-up. */
async function cpuPerCall(fn: () => unknown): Promise<number> {
  for (let i = 0; i < 200; i++) await fn();
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / CALLS;
}

export interface StageRow {
  stage: string;
  now: number;
  before: number;
}

export async function stageCosts(app: FastifyInstance, database: Database, token: string, userId: number) {
  const tokenHash = hashToken(token);
  const drizzleToken = database.db
    .select({ area: authTokens.area, subjectId: authTokens.subjectId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    )
    .limit(1)
    .prepare('stage_token_drizzle');
  const drizzleUser = database.db
    .select({ user: users, school: { id: schools.id, name: schools.name } })
    .from(users)
    .leftJoin(schools, eq(users.schoolId, schools.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('stage_user_drizzle');
  const serialize = serializerCompiler({ schema: envelope(userInfo), method: 'GET', url: '/bench' });
  const body = { code: 200, message: 'success', data: await getUserInfo(database, userId) };
  const inject = () =>
    app.inject({
      url: '/api/v2/user/getUserInfo?userType=ASSISTANT',
      headers: { authorization: `Bearer ${token}` },
    });
  const rows: StageRow[] = [
    {
      stage: 'token lookup: driver, named prepared (now) / Drizzle prepared (before)',
      now: await cpuPerCall(() => app.tokens.verify(token, ['teacher'])),
      before: await cpuPerCall(() => drizzleToken.execute({ tokenHash })),
    },
    {
      stage: 'user read: driver, 9 columns (now) / Drizzle, every column mapped (before)',
      now: await cpuPerCall(() => getUserInfo(database, userId)),
      before: await cpuPerCall(() => drizzleUser.execute({ userId })),
    },
    {
      stage: 'response: zod encode + JSON.stringify (kept) / JSON.stringify alone',
      now: await cpuPerCall(() => serialize(body)),
      before: await cpuPerCall(() => JSON.stringify(body)),
    },
    {
      stage: 'whole request through Fastify (inject, no socket)',
      now: await cpuPerCall(inject),
      before: Number.NaN,
    },
  ];
  return rows;
}

export function stageTable(rows: StageRow[]) {
  const us = (n: number) => (Number.isNaN(n) ? '' : `${n.toFixed(0)} µs`);
  return [
    `| Stage (CPU per call, ${CALLS} calls) | now | other |`,
    '| --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.stage} | ${us(r.now)} | ${us(r.before)} |`),
  ].join('\n');
}
