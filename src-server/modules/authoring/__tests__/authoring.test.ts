import { asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  AuthoringPaths as P,
  type AuthorTask,
  type NoteDraft,
  type NoteEdition,
  type ReviewDetail,
} from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import { digitalBooks, digitalLectureNotes, digitalLessons, digitalUnits, staffAccounts } from '../../../db/schema';
import { DEMO_STAFF, DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { hashPassword } from '../../../lib/password';
import { call, createTestApp, signIn, type TestApp, staffToken } from '../../../test-helpers';
import { uploadImage } from '../../files/__tests__/form';

let t: TestApp;
let publisher: string;
let author: string;
let otherPublisher: string;
let otherAuthor: string;
let teacher: string;
let bookId: number;
let lessonId: number;
let otherBookId: number;

const token = (kind: 'publisher' | 'author', account: string) => staffToken(t.app, kind, account);
const get = <T>(url: string, tk: string | undefined, query: Record<string, unknown> = {}) =>
  call<T>(t.app, { url, token: tk, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = <T>(url: string, tk: string | undefined, body: unknown = {}) =>
  call<T>(t.app, { method: 'POST', url, token: tk, body });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  publisher = await token('publisher', DEMO_STAFF.publisher.account);
  author = await token('author', DEMO_STAFF.author.account);
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  // Another publisher (id 2) with its own author and book.
  const passwordHash = await hashPassword('Classpro@2026');
  await db.insert(staffAccounts).values([
    { kind: 'publisher', account: 'publisher02', displayName: '别的出版社', publisherId: 2, passwordHash },
    { kind: 'author', account: 'author02', displayName: '别的作者', publisherId: 2, passwordHash },
  ]);
  otherPublisher = await token('publisher', 'publisher02');
  otherAuthor = await token('author', 'author02');
  const [other] = await db.select({ id: digitalBooks.id }).from(digitalBooks).where(isNull(digitalBooks.publisherId));
  otherBookId = other!.id;
  await db.update(digitalBooks).set({ publisherId: 2 }).where(eq(digitalBooks.id, otherBookId));
  // The demo school's book (publisher 1), a lesson without a task.
  const [book] = await db
    .select({ id: digitalBooks.id })
    .from(digitalBooks)
    .where(eq(digitalBooks.title, '信息科技 五年级'));
  bookId = book!.id;
  const lessons = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, bookId))
    .orderBy(asc(digitalLessons.id));
  lessonId = lessons[1]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('invitations', () => {
  it('creates a one-time link; a new author joins the publisher with it, a second use is refused', async () => {
    const created = await post<{ token: string }>(P.createInvite, publisher);
    expect(created.body.message).toBe(Msg.authorInviteCreated);
    const info = await get<{ publisherName: string }>(P.inviteInfo, undefined, { token: created.body.data.token });
    expect(info.body.data.publisherName).toBe(DEMO_STAFF.publisher.displayName);
    const body = {
      token: created.body.data.token,
      mode: 'create',
      account: 'newauthor',
      name: '钱作者',
      password: 'Secret@2026',
    };
    const joined = await post<{ account: string }>(P.acceptInvite, undefined, body);
    expect(joined.body.message).toBe(Msg.authorJoined);
    const again = await post(P.acceptInvite, undefined, { ...body, account: 'newauthor2' });
    expect(again.body.message).toBe(Msg.authorInviteInvalid);
    const home = await get<{ authors: { account: string }[] }>(P.publisherHome, publisher);
    expect(home.body.data.authors.map((a) => a.account)).toContain('newauthor');
  });

  it('refuses to bind an author of another publisher, and a bad token', async () => {
    const created = await post<{ token: string }>(P.createInvite, publisher);
    const bind = await post(P.acceptInvite, undefined, {
      token: created.body.data.token,
      mode: 'bind',
      account: 'author02',
      password: 'Classpro@2026',
    });
    expect(bind.body.message).toBe(Msg.authorOtherPublisher);
    const bad = await get(P.inviteInfo, undefined, { token: 'x'.repeat(32) });
    expect(bad.body.message).toBe(Msg.authorInviteInvalid);
    expect((await post(P.createInvite, author)).body.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('an invitation is no password oracle (issue 28)', () => {
  it('checks the publisher before the password, and throttles bind attempts like sign-in', async () => {
    const created = await post<{ token: string }>(P.createInvite, publisher);
    const bind = (account: string, password: string) =>
      post(P.acceptInvite, undefined, { token: created.body.data.token, mode: 'bind', account, password });
    // Another publisher's author: refused whatever the password, so that password is never tested.
    expect((await bind('author02', 'wrong-password')).body.message).toBe(Msg.authorOtherPublisher);
    // A free author: five wrong passwords, then the sign-in lockout, even with the right one.
    await t.app.db.insert(staffAccounts).values({
      kind: 'author',
      account: 'author03',
      displayName: '自由作者',
      publisherId: null,
      passwordHash: await hashPassword('Classpro@2026'),
    });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await bind('author03', `wrong-${i}`)).body.message);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(Msg.loginFailed));
    expect(answers[5]).toBe(Msg.loginTooMany);
    expect((await bind('author03', 'Classpro@2026')).body).toMatchObject({
      code: Code.TOO_MANY,
      message: Msg.loginTooMany,
    });
  });
});

describe('tasks, notes and review', () => {
  let task: AuthorTask;
  it('assigns a task on its own book only, to its own authors only', async () => {
    const home = await get<{ authors: { id: number; account: string }[] }>(P.publisherHome, publisher);
    const me = home.body.data.authors.find((a) => a.account === DEMO_STAFF.author.account)!;
    const [foreign] = await t.app.db.select().from(staffAccounts).where(eq(staffAccounts.account, 'author02'));
    expect((await post(P.assignTask, publisher, { bookId, lessonId, authorId: foreign!.id })).body.message).toBe(
      Msg.authorNotFound,
    );
    const [otherLesson] = await t.app.db.select().from(digitalLessons).where(eq(digitalLessons.bookId, otherBookId));
    expect(
      (await post(P.assignTask, publisher, { bookId: otherBookId, lessonId: otherLesson!.id, authorId: me.id })).body
        .code,
    ).toBe(Code.FORBIDDEN);
    const res = await post<AuthorTask>(P.assignTask, publisher, { bookId, lessonId, authorId: me.id });
    expect(res.body.message).toBe(Msg.authorTaskAssigned);
    task = res.body.data;
    expect(task.status).toBe('todo');
    const tasks = await get<AuthorTask[]>(P.authorTasks, author);
    expect(tasks.body.data.map((x) => x.id)).toContain(task.id);
  });

  it('saves a sanitised draft, submits it; another author and publisher cannot touch it', async () => {
    const html =
      '<h2>新讲义</h2><p onclick="x()">正文<script>alert(1)</script></p><table><tbody><tr><td>甲</td></tr></tbody></table><img src="javascript:alert(1)"><span data-type="inline-math" data-latex="x^2"></span>';
    const saved = await post<NoteDraft>(P.saveNote, author, { writingTaskId: task.id, title: '新讲义', html });
    expect(saved.body.message).toBe(Msg.authorNoteSaved);
    expect(saved.body.data.html).not.toMatch(/script|onclick|javascript/);
    expect(saved.body.data.html).toContain('<td>甲</td>');
    expect(saved.body.data.html).toContain('data-latex="x^2"');
    expect(
      (await post(P.saveNote, otherAuthor, { writingTaskId: task.id, title: 'x', html: '<p>x</p>' })).body.code,
    ).toBe(Code.NOT_FOUND);
    expect((await get(P.note, otherAuthor, { writingTaskId: task.id })).body.code).toBe(Code.NOT_FOUND);
    expect((await get(P.bookLessons, otherAuthor, { bookId })).body.code).toBe(Code.FORBIDDEN);
    // An author of the same publisher without a task on the book does not write for it.
    const untasked = await token('author', 'newauthor');
    expect((await get(P.bookLessons, untasked, { bookId })).body.code).toBe(Code.FORBIDDEN);
    expect((await get(P.note, untasked, { writingTaskId: task.id })).body.code).toBe(Code.NOT_FOUND);
    const sub = await post<AuthorTask>(P.submitNote, author, { writingTaskId: task.id });
    expect(sub.body.data.status).toBe('pending');
    expect(
      (await post(P.saveNote, author, { writingTaskId: task.id, title: 'x', html: '<p>x</p>' })).body.message,
    ).toBe(Msg.authorNoteLocked);
    expect((await get(P.review, otherPublisher, { writingTaskId: task.id })).body.code).toBe(Code.NOT_FOUND);
    expect((await post(P.approve, otherPublisher, { writingTaskId: task.id })).body.code).toBe(Code.NOT_FOUND);
  });

  it('returns with a comment, then approves a resubmission: teachers read the new note', async () => {
    const back = await post<AuthorTask>(P.reject, publisher, { writingTaskId: task.id, comment: '请补充例题' });
    expect(back.body.data.status).toBe('returned');
    const mine = await get<AuthorTask[]>(P.authorTasks, author);
    expect(mine.body.data.find((x) => x.id === task.id)!.comment).toBe('请补充例题');
    await post(P.saveNote, author, { writingTaskId: task.id, title: '新讲义（修订）', html: '<p>例题：1+1=2</p>' });
    await post(P.submitNote, author, { writingTaskId: task.id });
    const detail = await get<ReviewDetail>(P.review, publisher, { writingTaskId: task.id });
    expect(detail.body.data.submitted.html).toContain('例题');
    const ok = await post<AuthorTask>(P.approve, publisher, { writingTaskId: task.id });
    expect(ok.body.message).toBe(Msg.authorNoteApproved);
    const noteId = ok.body.data.noteId!;
    const list = await get<{ id: number; title: string; lessonId: number | null }[]>(
      '/api/v1/digital/getLectureNotes',
      teacher,
      { bookId },
    );
    expect(list.body.data.find((n) => n.id === noteId)?.title).toBe('新讲义（修订）');
    // The new note sits with its lesson, in catalogue order, not at the end of the list.
    const catalogue = await t.app.db
      .select({ id: digitalLessons.id })
      .from(digitalLessons)
      .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
      .where(eq(digitalLessons.bookId, bookId))
      .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort));
    const rank = (id: number | null) => catalogue.findIndex((l) => l.id === id);
    const ranks = list.body.data.map((n) => rank(n.lessonId));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.body.data.at(-1)!.id).not.toBe(noteId);
    const one = await get<{ html: string }>('/api/v1/digital/getLectureNote', teacher, { lectureNoteId: noteId });
    expect(one.body.data.html).toContain('例题');
  });

  it('approving a lesson that had a note keeps the note id (teachers’ links stay)', async () => {
    const [seeded] = await get<AuthorTask[]>(P.authorTasks, author).then((r) =>
      r.body.data.filter((x) => x.noteId !== null && x.id !== task.id),
    );
    const before = seeded!.noteId!;
    await post(P.saveNote, author, { writingTaskId: seeded!.id, title: '第一单元 讲义 第二版', html: '<p>第二版</p>' });
    await post(P.submitNote, author, { writingTaskId: seeded!.id });
    const ok = await post<AuthorTask>(P.approve, publisher, { writingTaskId: seeded!.id });
    expect(ok.body.data.noteId).toBe(before);
    const [note] = await t.app.db.select().from(digitalLectureNotes).where(eq(digitalLectureNotes.id, before));
    expect(note!.html).toBe('<p>第二版</p>');
    const others = await t.app.db.select().from(digitalLectureNotes).where(ne(digitalLectureNotes.id, before));
    expect(others.length).toBeGreaterThan(0);
  });

  it('keeps every approved edition: the publisher reads an older one as teachers read it then', async () => {
    await post(P.saveNote, author, { writingTaskId: task.id, title: '新讲义（第三稿）', html: '<p>第三稿</p>' });
    await post(P.submitNote, author, { writingTaskId: task.id });
    await post(P.approve, publisher, { writingTaskId: task.id });
    const detail = await get<ReviewDetail>(P.review, publisher, { writingTaskId: task.id });
    const { history } = detail.body.data;
    expect(history.map((e) => e.edition)).toEqual([2, 1]);
    expect(detail.body.data.editions).toBe(2);
    expect(history[0]).toMatchObject({ title: '新讲义（第三稿）', approverName: DEMO_STAFF.publisher.displayName });
    const old = await get<NoteEdition>(P.noteEdition, publisher, { writingTaskId: task.id, edition: 1 });
    expect(old.body.data).toMatchObject({ edition: 1, title: '新讲义（修订）' });
    expect(old.body.data.html).toContain('例题');
    const missing = await get(P.noteEdition, publisher, { writingTaskId: task.id, edition: 9 });
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: Msg.authorEditionNotFound });
    const other = await get(P.noteEdition, otherPublisher, { writingTaskId: task.id, edition: 1 });
    expect(other.body.code).toBe(Code.NOT_FOUND);
    expect((await get(P.noteEdition, author, { writingTaskId: task.id, edition: 1 })).body.code).not.toBe(Code.OK);
  });

  it('lets an author manage only the resources of books they write for', async () => {
    // The author's own upload (a made-up path was accepted before issue 28).
    const add = { bookId, lessonId, type: 'PICTURE', title: '作者插图', url: await uploadImage(t.app, author) };
    // Not another user's upload, nor a path nobody uploaded.
    for (const url of [await uploadImage(t.app, teacher), '/files/uploads/images/202601/a.png'])
      expect((await post(P.addResource, author, { ...add, url })).body).toMatchObject({
        code: Code.BAD_REQUEST,
        message: Msg.resourceFileInvalid,
      });
    const added = await post<{ id: number }>(P.addResource, author, add);
    expect(added.body.message).toBe(Msg.authorResourceAdded);
    expect((await post(P.addResource, otherAuthor, add)).body.code).toBe(Code.FORBIDDEN);
    // Teachers of the book get it as uploaded (no content-path signing of an upload).
    const res = await get<{ lessons: { resources: { id: number; url: string }[] }[] }>(
      '/api/v1/digital/vt/getBookResources',
      teacher,
      { bookId, lessonId },
    );
    const seen = res.body.data.lessons.flatMap((l) => l.resources).find((r) => r.id === added.body.data.id);
    expect(seen?.url).toBe(add.url);
    expect((await post(P.removeResource, otherAuthor, { resourceId: added.body.data.id })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await post(P.removeResource, author, { resourceId: added.body.data.id })).body.code).toBe(Code.OK);
    expect((await get(P.resources, author, { bookId: otherBookId })).body.code).toBe(Code.FORBIDDEN);
  });

  it('refuses teachers and callers without a token', async () => {
    expect((await get(P.publisherHome, teacher)).body.code).toBe(Code.TOKEN_EXPIRED);
    expect((await get(P.authorHome, undefined)).body.code).toBe(Code.TOKEN_EXPIRED);
  });
});
