import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@shared/api/common';
import type { UserInfo } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { AVATAR_MAX_BYTES } from '@shared/rules/uploads';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { GIF, multipart, otherTeacher, padded, PNG, userRow, type FilePart } from '../../files/__tests__/form';

let t: TestApp;
let dataDir: string;
let teacher: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-profile-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  teacher = await signIn(t.app, '13800000001');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const info = async (token: string, userType = 'ASSISTANT') =>
  (await call<UserInfo>(t.app, { url: '/api/v2/user/getUserInfo', query: { userType }, token })).body.data;

async function postAvatar(token: string, file?: FilePart) {
  const { payload, headers } = multipart({}, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/students/avatar',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return res.json() as { code: number; message: string; data: { url: string; ossUrl: string } | null };
}

describe('avatar upload', () => {
  it('stores the image, sets the caller’s avatar only, and answers code 200', async () => {
    const other = await otherTeacher(t.app, t.database.db);
    const before = (await userRow(t.database.db, other.id)).avatar;
    const res = await postAvatar(teacher, { data: PNG, filename: 'me.png' });
    expect(res).toMatchObject({ code: 200, message: Msg.modifySuccess });
    expect(res.data!.url).toMatch(/^\/files\/uploads\/avatars\/\d{6}\/[\w-]{24}\.png$/);
    expect((await info(teacher)).avatar).toBe(res.data!.url);
    expect((await userRow(t.database.db, other.id)).avatar).toBe(before);
    const served = await t.app.inject({ url: res.data!.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('lets a parent set their own avatar', async () => {
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    const res = await postAvatar(parent, { data: GIF, filename: 'p.gif', contentType: 'image/gif' });
    expect(res.code).toBe(200);
    expect((await info(parent, 'PARENT')).avatar).toBe(res.data!.url);
  });

  it('trusts the bytes, not the name or declared type', async () => {
    const before = (await info(teacher)).avatar;
    const fake = await postAvatar(teacher, { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.png' });
    expect(fake).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.imageOnly });
    // A real PNG declared as something else is still a PNG.
    const real = await postAvatar(teacher, { data: PNG, filename: 'x.bin', contentType: 'application/octet-stream' });
    expect(real.code).toBe(200);
    expect(real.data!.url.endsWith('.png')).toBe(true);
    expect(before).not.toBe(real.data!.url);
  });

  it('refuses 10MB or more with the spec message and leaves the avatar alone', async () => {
    const before = (await info(teacher)).avatar;
    const big = await postAvatar(teacher, { data: padded(PNG, AVATAR_MAX_BYTES) });
    expect(big).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.avatarTooLarge });
    expect((await info(teacher)).avatar).toBe(before);
    expect((await postAvatar(teacher, { data: padded(PNG, AVATAR_MAX_BYTES - 1) })).code).toBe(200);
  });

  it('needs a token, and a file', async () => {
    expect((await postAvatar('', { data: PNG })).code).toBe(Code.TOKEN_EXPIRED);
    expect((await postAvatar(teacher)).code).toBe(Code.BAD_REQUEST);
  });
});

describe('nickname', () => {
  const update = (token: string, body: unknown) =>
    call<{ displayName: string }>(t.app, { method: 'POST', url: '/api/v2/user/updateUserInfo', token, body });

  it('changes the signed-in user only, whatever userType the client sends', async () => {
    const other = await otherTeacher(t.app, t.database.db);
    const otherName = (await userRow(t.database.db, other.id)).displayName;
    const { body } = await update(teacher, { userType: 'STUDENT', displayName: '  王小明老师 ' });
    expect(body).toMatchObject({ code: 200, message: Msg.modifySuccess, data: { displayName: '王小明老师' } });
    expect((await info(teacher)).displayName).toBe('王小明老师');
    expect((await userRow(t.database.db, other.id)).displayName).toBe(otherName);
  });

  it('refuses an empty name with 请输入昵称 and a long one', async () => {
    for (const displayName of ['', '   ']) {
      expect((await update(teacher, { userType: 'STUDENT', displayName })).body).toMatchObject({
        code: Code.BAD_REQUEST,
        message: Msg.nicknameRequired,
      });
    }
    expect((await update(teacher, { displayName: '名'.repeat(21) })).body.message).toBe(Msg.nicknameTooLong);
    expect((await update(teacher, { displayName: 42 })).body.code).toBe(Code.BAD_REQUEST);
    expect((await info(teacher)).displayName).toBe('王小明老师');
  });

  it('needs a token', async () => {
    expect((await update('', { displayName: 'x' })).body.code).toBe(Code.TOKEN_EXPIRED);
  });
});
