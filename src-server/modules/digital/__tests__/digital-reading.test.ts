import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { DigitalApi as A, type AvData, type BagItem, type Note, type ReadingProgress } from '@shared/api/digital';
import { DigitalLimits } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoClasses, demoTeacher, get, otherTeacher, post } from '../../classes/__tests__/helpers';
import { bookIds, uuid } from './helpers';

let t: TestApp;
let teacher: string;
let other: { token: string; classId: number };
let book: number;
let schoolBook: number;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  other = await otherTeacher(t.app, 0);
  const ids = await bookIds(t.app);
  book = ids[0]!;
  schoolBook = ids[3]!;
});
afterAll(() => t.close());

const note = (over: Partial<Note> = {}) => ({
  id: uuid(),
  bookId: book,
  page: 5,
  rects: [{ x: 0.1, y: 0.2, w: 0.5, h: 0.03 }],
  quote: '小小的船',
  comment: '好句子',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});
const notes = async (token = teacher, bookId = book) =>
  (await get<{ notes: Note[] }>(t.app, A.notes.path, token, { bookId: String(bookId) })).data.notes;

describe('notes', () => {
  it('upserts idempotently by the client id, last write wins by the client time', async () => {
    const n = note();
    const first = await post<{ notes: Note[] }>(t.app, A.saveNotes.path, teacher, { notes: [n] });
    expect(first).toMatchObject({ code: Code.OK, message: Msg.digitalSaved });
    // the same offline note synced twice stays one note
    await post(t.app, A.saveNotes.path, teacher, { notes: [n] });
    expect((await notes()).filter((x) => x.id === n.id)).toHaveLength(1);
    await post(t.app, A.saveNotes.path, teacher, {
      notes: [{ ...n, comment: '更新后', updatedAt: '2026-11-22T11:00:00.000Z' }],
    });
    await post(t.app, A.saveNotes.path, teacher, {
      notes: [{ ...n, comment: '过时的离线修改', updatedAt: '2026-11-22T10:30:00.000Z' }],
    });
    expect((await notes()).find((x) => x.id === n.id)).toMatchObject({ comment: '更新后', page: 5, quote: '小小的船' });
  });

  it('never shows or changes another user’s note', async () => {
    const mine = note({ comment: '王老师的笔记' });
    await post(t.app, A.saveNotes.path, teacher, { notes: [mine] });
    // the other teacher owns the school book only; on the demo teacher's book they are refused outright
    expect((await get(t.app, A.notes.path, other.token, { bookId: String(book) })).code).toBe(Code.FORBIDDEN);
    const theirs = { ...mine, bookId: schoolBook, comment: '篡改', updatedAt: '2030-01-01T00:00:00.000Z' };
    const r = await post(t.app, A.saveNotes.path, other.token, { notes: [theirs] });
    expect(r).toMatchObject({ code: Code.NOT_FOUND, message: Msg.digitalNoteNotFound });
    expect((await post(t.app, A.deleteNote.path, other.token, { noteId: mine.id })).code).toBe(Code.NOT_FOUND);
    expect((await notes()).find((x) => x.id === mine.id)!.comment).toBe('王老师的笔记');
    expect(await notes(other.token, schoolBook)).toEqual([]);
  });

  it('refuses pages out of range and oversized comments with clear messages', async () => {
    const far = await post(t.app, A.saveNotes.path, teacher, { notes: [note({ page: 121 })] });
    expect(far).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.digitalPageOutOfRange });
    const zero = await post(t.app, A.saveNotes.path, teacher, { notes: [note({ page: 0 })] });
    expect(zero.code).toBe(Code.BAD_REQUEST);
    expect(zero.message).toContain(Msg.digitalPageOutOfRange);
    const long = 'a'.repeat(DigitalLimits.NOTE_COMMENT_MAX + 1);
    const big = await post(t.app, A.saveNotes.path, teacher, { notes: [note({ comment: long })] });
    expect(big.code).toBe(Code.BAD_REQUEST);
    expect(big.message).toContain(Msg.digitalNoteTooLong);
    const badId = await post(t.app, A.saveNotes.path, teacher, { notes: [note({ id: 'not-a-uuid' })] });
    expect(badId.code).toBe(Code.BAD_REQUEST);
  });

  it('deletes a note, and a stale offline upsert does not bring it back', async () => {
    const n = note({ updatedAt: '2026-01-01T00:00:00.000Z' });
    await post(t.app, A.saveNotes.path, teacher, { notes: [n] });
    expect(await post(t.app, A.deleteNote.path, teacher, { noteId: n.id })).toMatchObject({ code: Code.OK });
    await post(t.app, A.saveNotes.path, teacher, { notes: [n] });
    expect((await notes()).some((x) => x.id === n.id)).toBe(false);
    expect((await post(t.app, A.deleteNote.path, teacher, { noteId: n.id })).code).toBe(Code.NOT_FOUND);
  });
});

describe('reading progress and bookmarks', () => {
  it('keeps the newest page by client time', async () => {
    const save = (page: number, updatedAt: string) =>
      post<ReadingProgress>(t.app, A.saveProgress.path, teacher, { bookId: book, page, updatedAt });
    expect((await get<ReadingProgress>(t.app, A.progress.path, teacher, { bookId: String(book) })).data.page).toBe(1);
    await save(30, '2026-11-22T10:00:00.000Z');
    const stale = await save(12, '2026-11-22T09:00:00.000Z');
    expect(stale.data.page).toBe(30);
    expect((await save(40, '2026-11-22T12:00:00.000Z')).data.page).toBe(40);
    expect((await save(500, '2026-11-22T13:00:00.000Z')).message).toBe(Msg.digitalPageOutOfRange);
  });

  it('adds, lists and removes bookmarks', async () => {
    const id = uuid();
    const saved = await post(t.app, A.saveBookmark.path, teacher, {
      bookmarkId: id,
      bookId: book,
      page: 8,
      label: '天地人',
    });
    expect(saved).toMatchObject({ code: Code.OK, data: { id, page: 8, label: '天地人' } });
    const list = await get<{ id: string }[]>(t.app, A.bookmarks.path, teacher, { bookId: String(book) });
    expect(list.data.map((b) => b.id)).toContain(id);
    expect((await post(t.app, A.deleteBookmark.path, other.token, { bookmarkId: id })).code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, A.deleteBookmark.path, teacher, { bookmarkId: id })).code).toBe(Code.OK);
  });
});

describe('classroom annotations and roster', () => {
  const stroke = { id: '', tool: 'pen', color: '#e53935', width: 0.004, points: [0.1, 0.1, 0.2, 0.25, 0.3, 0.3] };

  it('keeps strokes per page per class, and clears them', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const body = { bookId: book, classId: admin.id, page: 6, strokes: [{ ...stroke, id: uuid() }] };
    expect((await post(t.app, A.saveAnnotations.path, teacher, body)).code).toBe(Code.OK);
    const list = await get<{ pages: { page: number; strokes: unknown[] }[] }>(t.app, A.annotations.path, teacher, {
      bookId: String(book),
      classId: String(admin.id),
    });
    expect(list.data.pages).toEqual([expect.objectContaining({ page: 6, strokes: body.strokes })]);
    const board = await get<{ pages: unknown[] }>(t.app, A.annotations.path, teacher, {
      bookId: String(book),
      classId: '0',
    });
    expect(board.data.pages).toEqual([]);
    await post(t.app, A.clearAnnotations.path, teacher, { bookId: book, classId: admin.id });
    const after = await get<{ pages: unknown[] }>(t.app, A.annotations.path, teacher, {
      bookId: String(book),
      classId: String(admin.id),
    });
    expect(after.data.pages).toEqual([]);
  });

  it('refuses another teacher’s class', async () => {
    const r = await get(t.app, A.annotations.path, teacher, { bookId: String(book), classId: String(other.classId) });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, A.roster.path, teacher, { classId: String(other.classId) })).code).toBe(Code.FORBIDDEN);
  });

  it('lists the roster of the teacher’s own class', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const r = await get<{ className: string; students: { name: string }[] }>(t.app, A.roster.path, teacher, {
      classId: String(admin.id),
    });
    expect(r.data.className).toBe(admin.name);
    expect(r.data.students.length).toBeGreaterThan(0);
  });
});

describe('lesson bag', () => {
  it('adds a book resource and an uploaded picture, lists and removes them', async () => {
    const res = await get<{ lessons: { lessonId: number; resources: { id: number }[] }[] }>(
      t.app,
      A.resources.path,
      teacher,
      { bookId: String(book) },
    );
    const lesson = res.data.lessons[0]!;
    const added = await post<BagItem>(t.app, A.bagAdd.path, teacher, {
      bookId: book,
      resourceId: lesson.resources[0]!.id,
    });
    expect(added).toMatchObject({
      code: Code.OK,
      message: Msg.digitalBagAdded,
      data: { lessonId: lesson.lessonId, source: 'RESOURCE' },
    });
    const up = await post<BagItem>(t.app, A.bagAdd.path, teacher, {
      bookId: book,
      lessonId: lesson.lessonId,
      title: '板书照片',
      url: '/files/uploads/images/202611/abc.png',
    });
    expect(up.data).toMatchObject({ source: 'UPLOAD', type: 'PICTURE' });
    const bad = await post(t.app, A.bagAdd.path, teacher, {
      bookId: book,
      title: 'x',
      url: '/files/uploads/images/202611/abc.exe',
    });
    expect(bad.message).toBe(Msg.imageOnly);
    const list = await get<BagItem[]>(t.app, A.bag.path, teacher, { bookId: String(book) });
    expect(list.data).toHaveLength(2);
    expect((await post(t.app, A.bagRemove.path, other.token, { itemId: up.data.id })).code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, A.bagRemove.path, teacher, { itemId: up.data.id })).code).toBe(Code.OK);
  });
});

describe('audio-visual reading', () => {
  it('marks sections complete with the rounded percentage and keeps the playback state', async () => {
    const av = await get<AvData>(t.app, A.audioVisual.path, teacher, { bookId: String(book) });
    expect(av.data.chapters).toHaveLength(3);
    expect(av.data.progress).toEqual({ total: 6, completed: 0, percentage: 0 });
    const s = av.data.chapters[0]!.sections[0]!;
    expect(s).toMatchObject({
      completed: false,
      videoUrl: expect.stringContaining('.mp4'),
      audioUrl: expect.stringContaining('.mp3'),
    });
    const p = await post(t.app, A.completeSection.path, teacher, { bookId: book, sectionId: s.id });
    expect(p.data).toEqual({ total: 6, completed: 1, percentage: 17 });
    const state = { bookId: book, currentChapterIndex: 0, currentSectionId: s.id, currentTime: 3.5, mode: 'audio' };
    await post(t.app, A.saveAvProgress.path, teacher, { ...state, updatedAt: '2026-11-22T10:00:00.000Z' });
    await post(t.app, A.saveAvProgress.path, teacher, {
      ...state,
      currentTime: 1,
      updatedAt: '2026-11-22T09:00:00.000Z',
    });
    const again = await get<AvData>(t.app, A.audioVisual.path, teacher, { bookId: String(book) });
    expect(again.data.state).toMatchObject({ currentSectionId: s.id, currentTime: 3.5, mode: 'audio' });
    expect(again.data.chapters[0]!.sections[0]!.completed).toBe(true);
    // another user's progress is their own
    expect(
      (await get<AvData>(t.app, A.audioVisual.path, other.token, { bookId: String(schoolBook) })).data.progress
        .completed,
    ).toBe(0);
    const vtt = await t.app.inject({
      url: `/api/v1/digital/audioVisualChapters.vtt?bookId=${book}&sectionId=${s.id}`,
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(vtt.body).toMatch(/^WEBVTT\n\n1\n00:00:00.000 --> /);
    expect(vtt.body).toContain(s.title);
  });

  it('reads lecture notes of an owned book only', async () => {
    const list = await get<{ id: number; title: string }[]>(t.app, A.lectureNotes.path, teacher, {
      bookId: String(book),
    });
    expect(list.data).toHaveLength(5);
    const one = await get<{ html: string }>(t.app, A.lectureNote.path, teacher, {
      lectureNoteId: String(list.data[0]!.id),
    });
    expect(one.data.html).toContain('<h2>第一单元 识字</h2>');
    expect((await get(t.app, A.lectureNote.path, other.token, { lectureNoteId: String(list.data[0]!.id) })).code).toBe(
      Code.FORBIDDEN,
    );
  });
});
