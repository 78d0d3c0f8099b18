import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import type { SchoolCourseItem } from '@shared/api/courses';
import { CoursePaths } from '@shared/api/courses';
import {
  type BindRedeemResponse,
  type ExchangeCourseResponse,
  type MyBook,
  type RedeemInfo,
  RedeemPaths,
} from '@shared/api/redeem';
import { DigitalApi } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { redeemCodes } from '../../../db/schema';
import { DEMO_REDEEM_CODES as R, DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { createTestApp, signIn, type TestApp } from '../../../test-helpers';
import {
  demoChildId,
  demoClasses,
  demoParent,
  demoStudent,
  demoTeacher,
  get,
  post,
} from '../../classes/__tests__/helpers';

const DigitalPaths = { saveProgress: DigitalApi.saveProgress.path };

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
});
afterAll(() => t.close());

const info = (exchangeCode: string, token = teacher) =>
  get<RedeemInfo>(t.app, RedeemPaths.info, token, { exchangeCode });
const bind = (body: unknown, token = teacher) => post<BindRedeemResponse>(t.app, RedeemPaths.bind, token, body);
const books = async (token: string, query: Record<string, string> = {}) =>
  (await get<MyBook[]>(t.app, RedeemPaths.myBooks, token, query)).data;
const exchange = (body: unknown, url: string = RedeemPaths.exchangeCourse, token = teacher) =>
  post<ExchangeCourseResponse>(t.app, url, token, body);

describe('my books', () => {
  it('gives the demo teacher two redeemed books and the demo student one as STUDENT', async () => {
    const mine = await books(teacher);
    expect(mine.filter((b) => !b.school).map((b) => b.role)).toEqual(['TEACHER', 'TEACHER']);
    expect(await books(teacher, { role: 'STUDENT' })).toEqual([]);
    const student = await demoStudent(t.app);
    const owned = (await books(student, { role: 'STUDENT' })).filter((b) => !b.school);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ role: 'STUDENT', title: expect.any(String), cover: expect.stringMatching(/^\//) });
  });
});

describe('books the school is entitled to', () => {
  // Issue 9: owns() admitted school books for reading, but 我的教材 listed redeemed books only.
  it('lists them in 我的教材 of the school’s teachers and students, marked as the school’s', async () => {
    const fromSchool = (await books(teacher)).filter((b) => b.school);
    expect(fromSchool).toHaveLength(1);
    expect(fromSchool[0]).toMatchObject({ role: 'TEACHER', title: expect.any(String) });
    const student = await demoStudent(t.app);
    expect((await books(student, { role: 'STUDENT' })).filter((b) => b.school).map((b) => b.id)).toEqual([
      fromSchool[0]!.id,
    ]);
    // The book opens for them: it is theirs to read.
    const info = await get<{ owned: boolean }>(t.app, '/api/v1/digital/vt/getBookInfo', teacher, {
      bookId: String(fromSchool[0]!.id),
    });
    expect(info.data.owned).toBe(true);
  });

  it('does not list them for a teacher of another school', async () => {
    const other = await signIn(t.app, DEMO_TEACHERS[2]!.mobile, 'TEACHER');
    expect((await post(t.app, '/api/v2/user/assistantBindSchool', other, { schoolCode: 'SECOND2026' })).code).toBe(
      Code.OK,
    );
    expect((await books(other)).filter((b) => b.school)).toEqual([]);
  });
});

describe('redeem lookup', () => {
  it('describes a textbook code and an AI-course textbook code', async () => {
    const book = await info(R.books[0].toLowerCase());
    expect(book.data).toMatchObject({ kind: 'TEXTBOOK', courseType: 'DIGITAL_BOOK' });
    expect(book.data.dataInfo).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      cover: expect.stringMatching(/^\/files\/covers\/book-/),
      author: expect.stringContaining('出版社'),
    });
    expect((await info(R.aiTextbook)).data).toMatchObject({ kind: 'TEXTBOOK', courseType: 'AI_COURSE' });
    expect((await info(R.courses[4])).data).toMatchObject({ kind: 'COURSE', courseType: 'LIVE_COURSE' });
  });

  it('refuses unknown and used codes', async () => {
    expect(await info('NOPE-0000')).toEqual({ code: Code.NOT_FOUND, message: Msg.redeemCodeInvalid, data: null });
    // Issue 18: a used code is answered like an unknown one, so a guesser cannot tell which codes exist.
    expect(await info(R.used)).toEqual({ code: Code.NOT_FOUND, message: Msg.redeemCodeInvalid, data: null });
    expect((await info('')).code).toBe(Code.BAD_REQUEST);
    expect((await get(t.app, RedeemPaths.info, undefined, { exchangeCode: R.books[0] })).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('redeeming a textbook', () => {
  it('gives the book to the teacher once, with 兑换成功', async () => {
    const before = (await books(teacher)).length;
    const body = await bind({ exchangeCode: R.books[0] });
    expect(body.code).toBe(200);
    expect(body.message).toBe(Msg.redeemSuccess);
    expect(body.data.role).toBe('TEACHER');
    const after = await books(teacher);
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.id).toBe(body.data.bookId);
    expect(await bind({ exchangeCode: R.books[0] })).toEqual({
      code: Code.NOT_FOUND,
      message: Msg.redeemCodeInvalid,
      data: null,
    });
    expect(await books(teacher)).toHaveLength(before + 1);
  });

  it('refuses an AI_COURSE textbook code with the study-companion message and keeps it unused', async () => {
    expect(await bind({ exchangeCode: R.aiTextbook })).toEqual({
      code: Code.BAD_REQUEST,
      message: Msg.redeemUnsupported,
      data: null,
    });
    expect((await info(R.aiTextbook)).code).toBe(200);
  });

  it('refuses a course code in the textbook dialog and a textbook code in the course dialog', async () => {
    expect((await bind({ exchangeCode: R.courses[0] })).message).toBe(Msg.redeemIsCourseCode);
    expect((await exchange({ exchangeCode: R.books[1] })).message).toBe(Msg.redeemIsBookCode);
    expect((await info(R.courses[0])).code).toBe(200);
    expect((await info(R.books[1])).code).toBe(200);
  });

  it('lets exactly one of two simultaneous redeems of the same code win', async () => {
    const other = await signIn(t.app, DEMO_TEACHERS[0].mobile, 'TEACHER');
    const results = await Promise.all([bind({ exchangeCode: R.books[1] }), bind({ exchangeCode: R.books[1] }, other)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, Code.NOT_FOUND]);
    expect(results.find((r) => r.code !== 200)!.message).toBe(Msg.redeemCodeInvalid);
    const bookId = results.find((r) => r.code === 200)!.data.bookId;
    const winners = await Promise.all([books(teacher), books(other)]);
    expect(winners.filter((list) => list.some((b) => b.id === bookId && !b.school))).toHaveLength(1);
  });

  it('lets a parent redeem for their own child only', async () => {
    const parent = await demoParent(t.app);
    const child = await demoChildId(t.app);
    const teacherId = (await demoClasses(t.app, teacher)).admin.userId;
    const refused = await bind({ exchangeCode: R.books[2], childId: teacherId }, parent);
    expect(refused).toEqual({ code: Code.FORBIDDEN, message: Msg.forbidden, data: null });
    expect((await info(R.books[2])).code).toBe(200);
    const body = await bind({ exchangeCode: R.books[2], childId: child }, parent);
    expect(body.data).toMatchObject({ ownerUserId: child, role: 'STUDENT' });
    expect((await books(parent, { childId: String(child) })).map((b) => b.id)).toContain(body.data.bookId);
    expect((await books(await demoStudent(t.app), { role: 'STUDENT' })).map((b) => b.id)).toContain(body.data.bookId);
    expect((await get(t.app, RedeemPaths.myBooks, parent, { childId: String(teacherId) })).code).toBe(Code.FORBIDDEN);
    // How far the child has read: null before opening it, then the page the child's reader saved, of how many.
    const before = (await books(parent, { childId: String(child) })).find((b) => b.id === body.data.bookId)!;
    expect(before.reading).toBeNull();
    const student = await demoStudent(t.app);
    const saved = await post(t.app, DigitalPaths.saveProgress, student, {
      bookId: body.data.bookId,
      page: 12,
      updatedAt: new Date().toISOString(),
    });
    expect(saved.code).toBe(200);
    const after = (await books(parent, { childId: String(child) })).find((b) => b.id === body.data.bookId)!;
    expect(after.reading).toMatchObject({ page: 12 });
    expect(after.reading!.pageCount).toBeGreaterThan(12);
    // The caller's own list carries no reading figures, unless asked (the phone reader's 学习进度).
    expect((await books(student)).every((b) => b.reading === undefined)).toBe(true);
    const mine = (await books(student, { reading: 'true' })).find((b) => b.id === body.data.bookId)!;
    expect(mine.reading).toMatchObject({ page: 12, pageCount: after.reading!.pageCount });
  });

  it('does not spend a code on a book the user already owns', async () => {
    const owned = (await books(teacher)).filter((b) => !b.school).at(-1)!;
    await t.app.db
      .insert(redeemCodes)
      .values({ code: 'BOOK-TEST-OWNED', kind: 'TEXTBOOK', courseType: 'DIGITAL_BOOK', targetId: owned.id });
    expect(await bind({ exchangeCode: 'BOOK-TEST-OWNED' })).toEqual({
      code: Code.BAD_REQUEST,
      message: Msg.bookOwned,
      data: null,
    });
    expect((await info('BOOK-TEST-OWNED')).code).toBe(200);
  });
});

describe('redeeming a course code', () => {
  const schoolCourses = async () => (await get<SchoolCourseItem[]>(t.app, CoursePaths.schoolCourseList, teacher)).data;

  it('creates the school’s entitlement with the code’s slots', async () => {
    const before = await schoolCourses();
    const body = await exchange({ exchangeCode: R.courses[0] });
    expect(body.code).toBe(200);
    expect(body.message).toBe(Msg.redeemSuccess);
    expect(body.data).toMatchObject({ courseType: 'AI_COURSE', quota: 5, used: 0, studentCourseId: null });
    const after = await schoolCourses();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.courseId === body.data.courseId)).toMatchObject({ quota: 5, used: 0 });
    expect((await exchange({ exchangeCode: R.courses[0] })).message).toBe(Msg.redeemCodeInvalid);
  });

  it('adds slots to an existing entitlement', async () => {
    const english = (await schoolCourses()).find((c) => c.title.includes('英语自然拼读'))!;
    const body = await exchange({ exchangeCode: R.courses[3] });
    expect(body.data).toMatchObject({ courseId: english.courseId, quota: english.quota + 5, used: english.used });
  });

  it('empowers a class: redeem and add to the class in one step', async () => {
    const { interest } = await demoClasses(t.app, teacher);
    const body = await exchange(
      { exchangeCode: R.courses[1], studentId: interest.id, weekdays: '3' },
      RedeemPaths.exchangeEmpowerCourse,
    );
    expect(body.code).toBe(200);
    expect(body.data.used).toBe(1);
    const { interest: after } = await demoClasses(t.app, teacher);
    expect(after.courses.find((c) => c.studentCourseId === body.data.studentCourseId)).toMatchObject({
      weekdays: '3',
    });
  });

  it('lets exactly one of two simultaneous course redeems win', async () => {
    const before = await schoolCourses();
    const results = await Promise.all([
      exchange({ exchangeCode: R.courses[2] }),
      exchange({ exchangeCode: R.courses[2] }, RedeemPaths.exchangeEmpowerCourse),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, Code.NOT_FOUND]);
    const after = await schoolCourses();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.courseId === results.find((r) => r.code === 200)!.data.courseId)?.quota).toBe(5);
  });

  it('needs a bound school, a teacher, and a teacher token', async () => {
    const unbound = await signIn(t.app, DEMO_TEACHERS[3].mobile, 'TEACHER');
    expect((await exchange({ exchangeCode: R.courses[4] }, RedeemPaths.exchangeCourse, unbound)).message).toBe(
      Msg.bindSchoolFirst,
    );
    const student = await demoStudent(t.app);
    expect((await exchange({ exchangeCode: R.courses[4] }, RedeemPaths.exchangeCourse, student)).code).toBe(
      Code.FORBIDDEN,
    );
    const parent = await demoParent(t.app);
    expect((await exchange({ exchangeCode: R.courses[4] }, RedeemPaths.exchangeCourse, parent)).code).toBe(
      Code.TOKEN_EXPIRED,
    );
    expect((await info(R.courses[4])).code).toBe(200);
  });
});
