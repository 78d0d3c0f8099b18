import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ScreenCastPaths, type CastItem, type CastSession } from '@shared/api/screen-cast';
import { TaskPaths, type Submission } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { keyFromUrl, uploadPath } from '../domain/uploads';
import { castOf, post, type Cast } from '../modules/task/__tests__/helpers';
import { demoParent } from '../modules/classes/__tests__/helpers';
import { uploadImage } from '../modules/files/__tests__/form';
import { createTestApp, type TestApp } from '../test-helpers';

/**
 * Issue 28: a stored file reference is our own `/files/uploads/<key>` path. `https://any-host/files/uploads/<key>`
 * was accepted and its host stored (a screen, a teacher's browser then loaded the attacker's host); an absolute URL
 * is accepted only when its origin is ours, and stored as the path.
 */
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
});
afterAll(() => t.close());

describe('upload references', () => {
  it('reads a key only from our own path or our own origin', () => {
    const config = t.app.config;
    expect(keyFromUrl(config, '/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png')).toBe(
      'images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    );
    expect(uploadPath(config, 'http://localhost:5173/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png')).toBe(
      '/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    );
    for (const foreign of [
      'https://evil.example/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '//evil.example/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      'http://user@localhost/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      'javascript:alert(1)//files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      'http://localhost/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png?x=https://evil.example',
    ])
      expect(uploadPath(config, foreign), foreign).toBeNull();
  });

  it('refuses a foreign host in a screen cast, and stores our own path for our own origin', async () => {
    const parent = await demoParent(t.app);
    const cast = (await post<CastSession>(t.app, ScreenCastPaths.create, c.teacher, {})).data;
    const mine = await uploadImage(t.app, parent);
    const foreign = await post(t.app, ScreenCastPaths.send, parent, {
      code: cast.code,
      url: `https://evil.example${mine}`,
    });
    expect(foreign).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.castImageInvalid });
    const ours = await post<CastItem>(t.app, ScreenCastPaths.send, parent, {
      code: cast.code,
      url: `http://localhost${mine}`,
    });
    expect(ours).toMatchObject({ code: Code.OK, data: { url: mine } });
  });

  it('refuses a foreign host in homework photos, and stores our own path', async () => {
    const photo = await uploadImage(t.app, c.classmate);
    const qid = (await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, { taskId: c.demoTaskId, answers: [] }))
      .data.answers[0]!.questionId;
    const send = (url: string) =>
      post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, {
        taskId: c.demoTaskId,
        answers: [{ questionId: qid, text: '', photos: [url] }],
      });
    expect(await send(`https://evil.example${photo}`)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.taskPhotoOnly,
    });
    const saved = await send(`http://127.0.0.1${photo}`);
    expect(saved.code).toBe(Code.OK);
    expect(saved.data.answers.find((a) => a.questionId === qid)?.photos).toEqual([photo]);
  });
});
