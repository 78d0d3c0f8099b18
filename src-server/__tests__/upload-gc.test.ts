import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { TaskPaths, type Submission } from '@shared/api/task';
import { uploadedFiles } from '../db/schema';
import { KEY_IN_TEXT } from '../db/repositories/uploads';
import { collectUploadsOnce, UPLOAD_GC } from '../domain/upload-gc';
import { storageFor } from '../lib/storage';
import { castOf, post, type Cast } from '../modules/task/__tests__/helpers';
import { multipart, PNG, uploadImage } from '../modules/files/__tests__/form';
import { createTestApp, type TestApp } from '../test-helpers';

/**
 * Issue 28.7: stored uploads were never deleted, so anonymous or abandoned uploads filled the store for good. Uploads
 * that no record references are deleted after the grace period; a file a record names (a column of its own, a photo
 * in a homework answer's JSON) is kept, and so is any upload still within its grace period.
 */
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
});
afterAll(() => t.close());

const status = async (path: string) => (await t.app.inject({ url: path })).statusCode;
const keyOf = (path: string) => path.slice('/files/uploads/'.length);
const ageBy = (path: string, ms: number) =>
  t.app.db
    .update(uploadedFiles)
    .set({ storedAt: new Date(Date.now() - ms) })
    .where(eq(uploadedFiles.key, keyOf(path)));

async function avatar(token: string) {
  const { payload, headers } = multipart({}, { data: PNG, filename: 'me.png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/students/avatar',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return (res.json() as { data: { url: string } }).data.url;
}

describe('unreferenced uploads', () => {
  it('finds every kind of upload key inside a text, and only whole keys', () => {
    const find = (text: string) => [...text.matchAll(new RegExp(KEY_IN_TEXT, 'g'))].map((m) => m[1]);
    const video = `videos/202611/${'V'.repeat(24)}.mp4`;
    const sheet = `office/202611/${'x_-'.repeat(8)}.xlsx`;
    expect(find(`{"files":[{"url":"/files/uploads/${video}"}],"a":"/files/uploads/${sheet}"}`)).toEqual([video, sheet]);
    expect(find(`/files/uploads/images/202611/short.png /files/covers/book-3.svg`)).toEqual([]);
  });

  it('deletes old uploads nobody references, keeps referenced and recent ones', async () => {
    const old = UPLOAD_GC.graceMs + 3600_000;
    // Referenced from a text column (the account's avatar) and from JSON (a homework answer's photos).
    const face = await avatar(c.classmate);
    const photo = await uploadImage(t.app, c.classmate);
    const qid = (await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, { taskId: c.demoTaskId, answers: [] }))
      .data.answers[0]!.questionId;
    const saved = await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, {
      taskId: c.demoTaskId,
      answers: [{ questionId: qid, text: '', photos: [photo] }],
    });
    expect(saved.code).toBe(Code.OK);
    // Uploaded and never used, long ago and just now.
    const abandoned = await uploadImage(t.app, c.classmate);
    const fresh = await uploadImage(t.app, c.classmate);
    for (const path of [face, photo, abandoned]) await ageBy(path, old);
    expect(await Promise.all([face, photo, abandoned, fresh].map(status))).toEqual([200, 200, 200, 200]);

    const run = await collectUploadsOnce(t.database, storageFor(t.app.config));
    expect(run.ran).toBe(true);
    expect(run.value?.deleted).toBeGreaterThanOrEqual(1);
    expect(await Promise.all([face, photo, abandoned, fresh].map(status))).toEqual([200, 200, 404, 200]);
    // The object is gone from the store too, not only the row.
    expect(await storageFor(t.app.config).get(keyOf(abandoned))).toBeNull();
    expect(await storageFor(t.app.config).get(keyOf(photo))).not.toBeNull();
  });

  it('checks kept uploads again later, so a file whose record is gone goes too', async () => {
    const photo = await uploadImage(t.app, c.classmate);
    const qid = (await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, { taskId: c.demoTaskId, answers: [] }))
      .data.answers[0]!.questionId;
    await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, {
      taskId: c.demoTaskId,
      answers: [{ questionId: qid, text: '', photos: [photo] }],
    });
    await ageBy(photo, UPLOAD_GC.graceMs + 3600_000);
    const storage = storageFor(t.app.config);
    await collectUploadsOnce(t.database, storage);
    expect(await status(photo)).toBe(200);
    // The pupil takes the photo out of the answer; a month on the upload is checked again and deleted.
    await post<Submission>(t.app, TaskPaths.saveDraft, c.classmate, {
      taskId: c.demoTaskId,
      answers: [{ questionId: qid, text: '', photos: [] }],
    });
    await collectUploadsOnce(t.database, storage);
    expect(await status(photo)).toBe(200);
    await collectUploadsOnce(t.database, storage, new Date(Date.now() + UPLOAD_GC.recheckMs + 3600_000));
    expect(await status(photo)).toBe(404);
  });
});
