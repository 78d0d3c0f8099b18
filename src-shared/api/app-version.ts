import { z } from 'zod';
import { SEMVER } from '../rules/version';
import { get } from './endpoint';

/** The latest desktop app version record (spec sections 3 and 7). Public: the updater asks before sign-in. */
export const AppVersionPaths = {
  latest: '/api/v2/comm/vt/getLastAppVersion',
} as const;

export const APP_PLATFORMS = ['win32', 'darwin', 'linux'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const appVersionQuery = z.object({
  /** The caller's running version. When given, a forced release between it and the latest forces the update. */
  currentVersion: z.string().trim().regex(SEMVER).optional(),
  /** Records for one platform plus those for all platforms; unset means all records. */
  platform: z.enum(APP_PLATFORMS).optional(),
});
export type AppVersionQuery = z.input<typeof appVersionQuery>;

export const appVersionRecord = z.object({
  version: z.string(),
  releaseNotes: z.string(),
  isForceUpdate: z.boolean(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type AppVersionRecord = z.infer<typeof appVersionRecord>;

/** `data` is null when no version has been published yet. */
export const appVersionResponse = appVersionRecord.nullable();

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const AppVersionApi = {
  latest: get(AppVersionPaths.latest, { request: appVersionQuery, response: appVersionResponse, areas: [] }),
} as const;
