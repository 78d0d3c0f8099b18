import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppVersionRecord } from '@shared/api/app-version';
import { Code } from '@shared/api/common';
import { appVersions } from '../../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

const URL = '/api/v2/comm/vt/getLastAppVersion';
const latest = (t: TestApp, query: Record<string, string> = {}) =>
  call<AppVersionRecord | null>(t.app, { url: URL, query });

describe('getLastAppVersion with the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers without sign-in with the seeded record', async () => {
    const { status, body } = await latest(t);
    expect(status).toBe(200);
    expect(body.code).toBe(Code.OK);
    expect(body.data).toMatchObject({ version: '1.0.0', isForceUpdate: false });
    expect(body.data?.releaseNotes).toContain('首个正式版本');
    expect(Number.isNaN(Date.parse(body.data!.publishedAt))).toBe(false);
  });

  it('refuses a malformed version or platform with a Chinese message naming the field', async () => {
    const bad = await latest(t, { currentVersion: '1.0' });
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    expect(bad.body.message).toContain('currentVersion');
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const platform = await latest(t, { platform: 'beos' });
    expect(platform.body.code).toBe(Code.BAD_REQUEST);
    expect(platform.body.message).toContain('platform');
  });
});

describe('getLastAppVersion choosing among records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(() => t.close());

  it('gives null data before any version is published', async () => {
    const { body } = await latest(t);
    expect(body).toEqual({ code: Code.OK, message: 'success', data: null });
  });

  it('picks the highest version by semver, not by text or by date, and ignores malformed rows', async () => {
    await t.database.db.insert(appVersions).values([
      { version: '1.9.0', releaseNotes: 'nine', publishedAt: new Date('2026-03-01') },
      { version: '1.10.0', releaseNotes: 'ten', publishedAt: new Date('2026-01-01') },
      { version: '1.10.0-beta.1', releaseNotes: 'beta' },
      { version: 'next', releaseNotes: 'junk' },
    ]);
    const { body } = await latest(t);
    expect(body.data).toMatchObject({ version: '1.10.0', releaseNotes: 'ten', isForceUpdate: false });
  });

  it('filters by platform: records for all platforms plus the asked one', async () => {
    await t.database.db.insert(appVersions).values({ version: '1.11.0', platform: 'darwin', releaseNotes: 'mac' });
    expect((await latest(t, { platform: 'win32' })).body.data?.version).toBe('1.10.0');
    expect((await latest(t, { platform: 'darwin' })).body.data?.version).toBe('1.11.0');
  });

  it('forces the update when a forced release lies between the running version and the latest', async () => {
    await t.database.db.insert(appVersions).values([
      { version: '2.0.0', platform: 'linux', isForceUpdate: true, releaseNotes: 'forced' },
      { version: '2.1.0', platform: 'linux', isForceUpdate: false, releaseNotes: 'latest' },
    ]);
    const old = await latest(t, { platform: 'linux', currentVersion: '1.10.0' });
    expect(old.body.data).toMatchObject({ version: '2.1.0', isForceUpdate: true });
    const past = await latest(t, { platform: 'linux', currentVersion: '2.0.0' });
    expect(past.body.data).toMatchObject({ version: '2.1.0', isForceUpdate: false });
    const current = await latest(t, { platform: 'linux', currentVersion: '2.1.0' });
    expect(current.body.data?.isForceUpdate).toBe(false);
    // Without the running version, the latest record's own flag answers.
    expect((await latest(t, { platform: 'linux' })).body.data?.isForceUpdate).toBe(false);
  });
});
