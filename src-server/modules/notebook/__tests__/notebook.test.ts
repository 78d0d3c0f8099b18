import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { NOTEBOOK_LIMITS, NotebookPaths, type NotebookView } from '@shared/api/notebook';
import { Msg } from '@shared/rules/messages';
import { digitalBooks, digitalLessons } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
let teacher: string;
let second: string;
let parent: string;
let bookId: number;
let lessonId: number;
let otherBookLessonId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  second = await signIn(t.app, LIVE_SECOND_TEACHER.mobile);
  parent = await signIn(t.app, DEMO_USERS.parent.mobile, 'PARENT');
  const books = await t.app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id));
  bookId = books[0]!.id;
  const lessons = await t.app.db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, bookId))
    .orderBy(asc(digitalLessons.id));
  lessonId = lessons[0]!.id;
  const [other] = await t.app.db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, books[1]!.id));
  otherBookLessonId = other!.id;
});
afterAll(async () => {
  await t?.close();
});

const read = (token: string, q: Record<string, unknown>) =>
  call<NotebookView>(t.app, { url: `${NotebookPaths.get}?${new URLSearchParams(q as Record<string, string>)}`, token });
const save = (token: string, body: unknown) =>
  call<NotebookView>(t.app, { method: 'POST', url: NotebookPaths.save, token, body });

const cells = [
  { type: 'markdown', source: '# 变量' },
  { type: 'code', source: 'x = 21' },
  { type: 'code', source: 'print(x * 2)' },
];

describe('notebooks', () => {
  it('answers no notebook before the first save, with the book and lesson titles', async () => {
    const { body } = await read(teacher, { bookId, lessonId });
    expect(body.code).toBe(Code.OK);
    expect(body.data.notebook).toBeNull();
    expect(body.data.bookTitle).not.toBe('');
    expect(body.data.lessonTitle).not.toBe('');
  });

  it('saves the caller’s notebook and reads it back; a second save replaces it', async () => {
    const first = await save(teacher, { bookId, lessonId, cells });
    expect(first.body.code).toBe(Code.OK);
    expect(first.body.message).toBe(Msg.notebookSaved);
    expect(first.body.data.notebook?.cells).toEqual(cells);
    await save(teacher, { bookId, lessonId, cells: cells.slice(1) });
    const { body } = await read(teacher, { bookId, lessonId });
    expect(body.data.notebook?.cells).toEqual(cells.slice(1));
  });

  it('keeps each user’s notebook their own', async () => {
    const { body } = await read(second, { bookId, lessonId });
    expect(body.data.notebook).toBeNull();
    await save(second, { bookId, lessonId, cells: [{ type: 'code', source: 'y = 1' }] });
    const mine = await read(teacher, { bookId, lessonId });
    expect(mine.body.data.notebook?.cells).toEqual(cells.slice(1));
  });

  it('refuses a parent and a caller without a token', async () => {
    expect((await read(parent, { bookId, lessonId })).body.code).toBe(Code.TOKEN_EXPIRED);
    const anon = await call(t.app, { url: `${NotebookPaths.get}?bookId=${bookId}&lessonId=${lessonId}` });
    expect(anon.body.code).toBe(Code.TOKEN_EXPIRED);
    expect((await save(parent, { bookId, lessonId, cells })).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers a lesson that is not the book’s as not found', async () => {
    const { body } = await read(teacher, { bookId, lessonId: otherBookLessonId });
    expect(body.code).toBe(Code.NOT_FOUND);
    expect(body.message).toBe(Msg.notebookLessonNotFound);
    const saved = await save(teacher, { bookId, lessonId: 999_999, cells });
    expect(saved.body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses bad input with a clear message', async () => {
    const missing = await read(teacher, { bookId });
    expect(missing.body.code).toBe(Code.BAD_REQUEST);
    const badType = await save(teacher, { bookId, lessonId, cells: [{ type: 'raw', source: '' }] });
    expect(badType.body.code).toBe(Code.BAD_REQUEST);
    expect(badType.body.message).toContain('单元格类型');
    const tooMany = Array.from({ length: NOTEBOOK_LIMITS.CELLS_MAX + 1 }, () => ({ type: 'code', source: '' }));
    const many = await save(teacher, { bookId, lessonId, cells: tooMany });
    expect(many.body.code).toBe(Code.BAD_REQUEST);
    expect(many.body.message).toContain('单元格最多');
  });

  it('refuses a notebook over the size limit and keeps the saved one', async () => {
    const source = 'a'.repeat(NOTEBOOK_LIMITS.CELL_SOURCE_MAX);
    const tooBig = Array.from({ length: 6 }, () => ({ type: 'code', source }));
    const { body } = await save(teacher, { bookId, lessonId, cells: tooBig });
    expect(body.code).toBe(Code.BAD_REQUEST);
    expect(body.message).toBe(Msg.notebookTooLarge);
    const kept = await read(teacher, { bookId, lessonId });
    expect(kept.body.data.notebook?.cells).toEqual(cells.slice(1));
  });
});
