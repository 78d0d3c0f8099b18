import { afterAll, describe, expect, it } from 'vitest';
import { ActivityApi as A } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { LIMITS } from '../../../lib/limits';
import { createTestApp, randomAddress } from '../../../test-helpers';
import { padded, postToHost } from '../../files/__tests__/form';
import { activityId, api, READING } from './helpers';

/**
 * Issue 28.7: an H5 sign-up needs no verification, and each sign-up's temp token had its own daily upload quota, so
 * one address could store 20 × 60 MB an hour. Anonymous uploads also share a quota per client address.
 */
const t = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(() => t.close());
const app = t.app;
const reading = await activityId(app, READING);
const MP4 = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);

let mobiles = 0;
async function signUp(address: string) {
  mobiles++;
  const up = await api(
    app,
    A.signUpH5,
    {
      activityId: reading,
      name: '小林',
      mobile: `1370001${String(mobiles).padStart(4, '0')}`,
      schoolName: '成都市实验小学',
    },
    { address },
  );
  expect(up.code).toBe(Code.OK);
  return up.data.tempToken;
}

const authorize = (temp: string, address: string, quantity: number, mediaType: 'IMAGE' | 'VIDEO' = 'IMAGE') =>
  api(
    app,
    A.workUploadAuthor,
    { mediaType, contentType: mediaType === 'IMAGE' ? 'image/png' : 'video/mp4', quantity },
    { temp, address },
  );

describe('anonymous uploads per address', () => {
  it('counts the files of every temp token of one address together', async () => {
    const address = randomAddress();
    const perToken = LIMITS.uploads.perUserFiles - (LIMITS.uploads.perUserFiles % 9) - 9;
    let total = 0;
    let refused = '';
    outer: for (let i = 0; i < 6; i++) {
      const temp = await signUp(address);
      // Each token stays under its own quota: only the address's can refuse.
      for (let n = 0; n < perToken / 9; n++) {
        const res = await authorize(temp, address, 9);
        if (res.code !== Code.OK) {
          refused = res.message;
          break outer;
        }
        total += 9;
      }
    }
    expect(refused).toBe(Msg.uploadQuotaFiles);
    expect(total).toBeLessThanOrEqual(LIMITS.uploads.anonymousPerAddressFiles);
    expect(total).toBeGreaterThan(LIMITS.uploads.anonymousPerAddressFiles - 9);
    // Another address is not affected.
    const elsewhere = randomAddress();
    expect((await authorize(await signUp(elsewhere), elsewhere, 9)).code).toBe(Code.OK);
  });

  it('counts the bytes of every temp token of one address together', { timeout: 120_000 }, async () => {
    const address = randomAddress();
    const video = padded(MP4, 25 * 1024 * 1024);
    const perToken = Math.floor(LIMITS.uploads.perUserBytes / video.length);
    let stored = 0;
    let refused = '';
    outer: for (let i = 0; i < 12; i++) {
      const temp = await signUp(address);
      for (let n = 0; n < perToken; n++) {
        const auth = await authorize(temp, address, 1, 'VIDEO');
        expect(auth.code).toBe(Code.OK);
        const posted = await postToHost(app, auth.data[0]!, { data: video }, {}, address);
        if (posted.body.code !== Code.OK) {
          refused = posted.body.message;
          break outer;
        }
        stored += video.length;
      }
    }
    expect(refused).toBe(Msg.uploadQuotaBytes);
    expect(stored).toBeLessThanOrEqual(LIMITS.uploads.anonymousPerAddressBytes);
    expect(stored).toBeGreaterThan(LIMITS.uploads.anonymousPerAddressBytes - video.length);
  });
});
