import type { Executor } from '../repositories/tx';
import { appVersions } from '../schema';

/** The version the desktop app ships as (package.json), so a fresh install is up to date. */
export async function seedAppVersion(db: Executor) {
  await db.insert(appVersions).values({
    version: '1.0.0',
    releaseNotes: '1. 首个正式版本：课程、数字教材与活动\n2. 支持自动更新\n3. 截屏与录屏保护',
    isForceUpdate: false,
  });
}
