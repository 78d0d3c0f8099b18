import { and, desc, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { OpsAppVersion, publishAppVersionRequest } from '@shared/api/operations';
import { compareVersions, isSemver } from '@shared/rules/version';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { appVersions } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { audit, type Operator } from './audit';

type Row = typeof appVersions.$inferSelect;
const toVersion = (r: Row): OpsAppVersion => ({
  id: r.id,
  version: r.version,
  platform: r.platform as OpsAppVersion['platform'],
  releaseNotes: r.releaseNotes,
  isForceUpdate: r.isForceUpdate,
  publishedAt: r.publishedAt.toISOString(),
  withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
});

/** Every release, newest version first (semver order, as getLastAppVersion picks). */
export async function appVersionList(db: Db): Promise<OpsAppVersion[]> {
  const rows = await db.select().from(appVersions).orderBy(desc(appVersions.publishedAt));
  return rows
    .map(toVersion)
    .sort((a, b) => (isSemver(a.version) && isSemver(b.version) ? compareVersions(b.version, a.version) : 0));
}

/** Publishes a release: from now on getLastAppVersion serves it when it is the newest for the caller's platform. */
export async function publishAppVersion(db: Db, op: Operator, input: z.output<typeof publishAppVersionRequest>) {
  const version = input.version.replace(/^v/i, '');
  if (!isSemver(version)) throw new BizError(Code.BAD_REQUEST, OpsMsg.versionInvalid);
  if (!input.releaseNotes) throw new BizError(Code.BAD_REQUEST, OpsMsg.notesRequired);
  return withTx(db, async (tx) => {
    const [row] = await tx
      .insert(appVersions)
      .values({
        version,
        platform: input.platform,
        releaseNotes: input.releaseNotes,
        isForceUpdate: input.isForceUpdate,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new BizError(Code.BAD_REQUEST, OpsMsg.versionExists);
    const after = toVersion(row);
    await audit(tx, op, {
      entity: 'APP_VERSION',
      entityId: row.id,
      action: '发布',
      summary: `发布 ${version}（${input.platform}）${input.isForceUpdate ? '，强制更新' : ''}`,
      after,
    });
    return after;
  });
}

/** Withdraws a release: kept for the record, no longer served by getLastAppVersion. */
export async function withdrawAppVersion(db: Db, op: Operator, id: number) {
  return withTx(db, async (tx) => {
    const [before] = await tx.select().from(appVersions).where(eq(appVersions.id, id));
    if (!before) throw notFound(OpsMsg.versionNotFound);
    if (before.withdrawnAt) throw new BizError(Code.BAD_REQUEST, OpsMsg.versionAlreadyWithdrawn);
    const [row] = await tx
      .update(appVersions)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(appVersions.id, id)))
      .returning();
    const after = toVersion(row!);
    await audit(tx, op, {
      entity: 'APP_VERSION',
      entityId: id,
      action: '撤回',
      summary: `撤回 ${before.version}（${before.platform}）`,
      before: toVersion(before),
      after,
    });
    return after;
  });
}
