import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { feedbacks } from '../../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { otherTeacher, uploadImage } from '../../files/__tests__/form';

let t: TestApp;
let dataDir: string;
let teacher: string;
let teacherId: number;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-feedback-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_SECRET: 'test-upload-secret-0123456789' });
  teacher = await signIn(t.app, '13800000001');
  teacherId = (await call<{ id: number }>(t.app, { url: '/api/v2/user/getUserInfo', token: teacher })).body.data.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const userInfo = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    userType: 'TEACHER',
    schoolName: '示范学校',
    position: '信息老师',
    subjectMajor: '信息科技',
    email: '',
    ...over,
  });
const form = (over: Record<string, unknown> = {}) => ({
  content: '希望增加课堂投屏功能',
  attachMent: '',
  feedbackType: 'advisement',
  feedbackSence: 'classpro',
  userInfo: userInfo(),
  ...over,
});
const submit = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/api/v2/notice/vt/feedback', token, body, headers });
const count = async () => (await t.database.db.select().from(feedbacks)).length;

describe('feedback', () => {
  it('stores the feedback for the caller with its images, and thanks them', async () => {
    const a = await uploadImage(t.app, teacher);
    const b = await uploadImage(t.app, teacher);
    const { body } = await submit(teacher, form({ attachMent: `${a},http://localhost:80${b}` }), {
      channel: 'aigc',
      apptype: 'web',
      appversion: '1.0.0',
    });
    expect(body).toEqual({ code: 200, message: Msg.feedbackSuccess, data: null });
    const rows = await t.database.db.select().from(feedbacks).where(eq(feedbacks.userId, teacherId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      content: '希望增加课堂投屏功能',
      userType: 'TEACHER',
      schoolName: '示范学校',
      feedbackType: 'advisement',
      channel: 'aigc',
      appType: 'web',
    });
    expect(rows[0]!.attachments).toEqual([a, b].map((u) => u.replace('/files/uploads/', '')));
  });

  it('answers each problem with the spec message and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '' }, Msg.feedbackRequired],
      [{ content: '   ' }, Msg.feedbackRequired],
      [{ content: '字'.repeat(401) }, Msg.feedbackTooLong],
      [{ userInfo: userInfo({ userType: undefined }) }, Msg.identityRequired],
      [{ userInfo: userInfo({ userType: 'PARENT' }) }, Msg.identityRequired],
      [{ userInfo: 'not json' }, Msg.identityRequired],
      [{ userInfo: '' }, Msg.identityRequired],
      [
        {
          attachMent: Array.from(
            { length: 10 },
            (_, i) => `/files/uploads/images/202601/${'A'.repeat(23)}${i}.png`,
          ).join(','),
        },
        Msg.imageTooMany,
      ],
      [{ userInfo: userInfo({ email: 'not-an-email' }) }, Msg.emailInvalid],
    ];
    for (const [over, message] of cases) {
      const { body } = await submit(teacher, form(over));
      expect(body, JSON.stringify(over).slice(0, 80)).toMatchObject({ code: Code.BAD_REQUEST, message });
    }
    expect(await count()).toBe(before);
  });

  it('accepts 400 characters and userInfo sent as an object', async () => {
    const { body } = await submit(teacher, form({ content: '好'.repeat(400), userInfo: { userType: 'OTHER' } }));
    expect(body.code).toBe(200);
  });

  it("refuses attachments that are not the caller's own uploads", async () => {
    const other = await otherTeacher(t.app, t.database.db);
    const theirs = await uploadImage(t.app, other.token);
    const before = await count();
    for (const attachMent of [
      theirs,
      'https://evil.example/files/x.png',
      '/files/covers/book-1.svg',
      '/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/files/uploads/../../etc/passwd',
    ]) {
      const { body } = await submit(teacher, form({ attachMent }));
      expect(body, attachMent).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.attachmentInvalid });
    }
    expect(await count()).toBe(before);
    // The owner may attach it.
    expect((await submit(other.token, form({ attachMent: theirs }))).body.code).toBe(200);
    const [row] = await t.database.db.select().from(feedbacks).where(eq(feedbacks.userId, other.id));
    expect(row!.userId).toBe(other.id);
  });

  it('needs a teacher token', async () => {
    expect((await submit('', form())).body.code).toBe(Code.TOKEN_EXPIRED);
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    expect((await submit(parent, form())).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('refuses a wrong feedbackType and malformed bodies without a 500', async () => {
    expect((await submit(teacher, form({ feedbackType: 'complaint' }))).body.code).toBe(Code.BAD_REQUEST);
    expect((await submit(teacher, [])).body.code).toBe(Code.BAD_REQUEST);
    expect((await submit(teacher, { content: 5 })).body.code).toBe(Code.BAD_REQUEST);
  });
});
