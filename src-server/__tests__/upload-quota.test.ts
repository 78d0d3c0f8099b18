import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { NetworkPaths } from '@shared/api/network';
import { Msg } from '@shared/rules/messages';
import { LIMITS } from '../lib/limits';
import { authorize, multipart, otherTeacher, padded, PNG, postToHost } from '../modules/files/__tests__/form';
import { call, createTestApp, randomAddress, type TestApp } from '../test-helpers';

/**
 * Each user may store only so many files and bytes a day (avatars and authorized uploads alike), and the anonymous
 * speed test is throttled per client address.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-quota-'));
  t = await createTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function postAvatar(token: string, data: Buffer) {
  const { payload, headers } = multipart({}, { data, filename: 'me.png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/students/avatar',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; message: string };
}

describe('upload quota', () => {
  it('refuses authorizations past the daily file count, for that user only', async () => {
    const me = await otherTeacher(t.app, t.database.db);
    const other = await otherTeacher(t.app, t.database.db);
    let granted = 0;
    for (;;) {
      const { body } = await authorize(t.app, me.token, { quantity: '9' });
      if (body.code !== Code.OK) {
        expect(body).toEqual({ code: Code.TOO_MANY, message: Msg.uploadQuotaFiles, data: null });
        break;
      }
      granted += body.data.length;
      expect(granted).toBeLessThanOrEqual(LIMITS.uploads.perUserFiles);
    }
    expect(granted).toBeGreaterThan(LIMITS.uploads.perUserFiles - 9);
    expect((await authorize(t.app, other.token, { quantity: '9' })).body.code).toBe(Code.OK);
  });

  it('refuses avatars past the daily bytes, and stores nothing more', async () => {
    const me = await otherTeacher(t.app, t.database.db);
    const big = padded(PNG, 9 * 1024 * 1024);
    const answers: string[] = [];
    for (let i = 0; i * big.length <= LIMITS.uploads.perUserBytes; i++)
      answers.push((await postAvatar(me.token, big)).message);
    expect(answers.at(-1)).toBe(Msg.uploadQuotaBytes);
    expect(answers.slice(0, -1).every((m) => m === Msg.modifySuccess)).toBe(true);
  });

  it('counts bytes stored through authorizations too', async () => {
    const me = await otherTeacher(t.app, t.database.db);
    const image = padded(PNG, 4 * 1024 * 1024);
    let stored = 0;
    let last = '';
    while (stored <= LIMITS.uploads.perUserBytes) {
      const auth = (await authorize(t.app, me.token)).body.data[0]!;
      last = (await postToHost(t.app, auth, { data: image })).body.message;
      if (last !== Msg.ok) break;
      stored += image.length;
    }
    expect(last).toBe(Msg.uploadQuotaBytes);
    expect(stored).toBeLessThanOrEqual(LIMITS.uploads.perUserBytes);
  });
});

describe('speed test', () => {
  it('is throttled per client address', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.speedTest.perAddress; i++) {
      const res = await t.app.inject({
        url: `${NetworkPaths.speedTest}?size=16`,
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(
        res.statusCode === 200 && res.rawPayload.length === 16 ? 200 : (res.json() as { code: number }).code,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await call(t.app, { url: NetworkPaths.speedTest, headers: { 'x-forwarded-for': address } });
    expect(refused.body).toEqual({ code: Code.TOO_MANY, message: Msg.tooManyRequests, data: null });
    const elsewhere = await t.app.inject({
      url: `${NetworkPaths.speedTest}?size=16`,
      headers: { 'x-forwarded-for': randomAddress() },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
