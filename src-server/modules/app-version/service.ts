import { and, inArray, isNull } from 'drizzle-orm';
import type { AppPlatform, AppVersionRecord } from '@shared/api/app-version';
import { compareVersions, isNewer, isSemver } from '@shared/rules/version';
import type { Db } from '../../db/client';
import { appVersions } from '../../db/schema';

/**
 * The latest published version by semver (text order would put 1.9.0 above 1.10.0). The table holds one row per
 * release, so reading the platform's rows and comparing here is cheap.
 *
 * isForceUpdate: the latest record's flag, or (when the caller says which version it runs) any forced release
 * newer than that version, so that skipping over a forced release still forces the update.
 */
export async function latestAppVersion(
  db: Db,
  opts: { platform?: AppPlatform; currentVersion?: string },
): Promise<AppVersionRecord | null> {
  const platforms = opts.platform ? ['all', opts.platform] : ['all', 'win32', 'darwin', 'linux'];
  const rows = (
    await db
      .select()
      .from(appVersions)
      .where(and(inArray(appVersions.platform, platforms), isNull(appVersions.withdrawnAt)))
  ).filter((r) => isSemver(r.version));
  if (!rows.length) return null;
  const latest = rows.reduce((a, b) => (compareVersions(b.version, a.version) > 0 ? b : a));
  const current = opts.currentVersion;
  const forcedSince = current ? rows.some((r) => r.isForceUpdate && isNewer(r.version, current)) : false;
  const isForceUpdate = current ? isNewer(latest.version, current) && forcedSince : latest.isForceUpdate;
  return {
    version: latest.version,
    releaseNotes: latest.releaseNotes,
    isForceUpdate,
    publishedAt: latest.publishedAt.toISOString(),
  };
}
