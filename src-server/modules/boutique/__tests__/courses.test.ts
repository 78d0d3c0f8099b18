import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoutiquePaths as P, type CourseInfo, type CourseSummary, type MyCourse } from '@shared/api/boutique';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { BOUTIQUE, BOUTIQUE_COURSES } from '../../../db/seeds/demo-boutique';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { boutiqueCast, get, post, type BoutiqueCast } from './helpers';

/** The catalogue, a course's page, joining, watching and resuming (runs on PGlite and on PostgreSQL). */
let t: TestApp;
let c: BoutiqueCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await boutiqueCast(t.app, t.database.db);
});
afterAll(() => t.close());

type Page = { list: CourseSummary[]; total: number; categories: string[] };
const info = async (token: string, courseId: number) =>
  (await get<CourseInfo>(t.app, P.courseInfo, token, { courseId: String(courseId) })).data;

describe('the catalogue', () => {
  it('lists every course with its category tabs, and filters by category, keyword and price', async () => {
    const all = (await get<Page>(t.app, P.courseList, c.teacher, { pageSize: '50' })).data;
    expect(all.total).toBe(BOUTIQUE_COURSES.length);
    expect(all.categories).toEqual(['学科教学', '课堂管理', '信息科技', '班主任工作', '教育心理']);
    const paid = all.list.find((x) => x.title === BOUTIQUE.paid)!;
    expect(paid).toMatchObject({ price: 2_900, lessonCount: 4, lecturer: '陈思远', joined: false });
    expect(paid.totalSeconds).toBeGreaterThan(30);
    expect(all.list.find((x) => x.title === BOUTIQUE.bought)!.joined).toBe(true);

    const it = (await get<Page>(t.app, P.courseList, c.teacher, { category: '信息科技' })).data;
    expect(it.list.map((x) => x.category)).toEqual(['信息科技', '信息科技']);
    const kw = (await get<Page>(t.app, P.courseList, c.teacher, { keyword: 'Scratch' })).data;
    expect(kw.list.map((x) => x.title)).toEqual(['用 Scratch 上好编程启蒙课']);
    const byLecturer = (await get<Page>(t.app, P.courseList, c.teacher, { keyword: '周雅琴' })).data;
    expect(byLecturer.total).toBe(2);
    const free = (await get<Page>(t.app, P.courseList, c.teacher, { price: 'FREE', pageSize: '50' })).data;
    expect(free.list.every((x) => x.price === 0)).toBe(true);
    expect(free.total).toBe(3);
    const none = (await get<Page>(t.app, P.courseList, c.teacher, { keyword: '100%_' })).data;
    expect(none.total).toBe(0);
  });

  it('refuses other areas and students; bad input is told in Chinese', async () => {
    expect((await get(t.app, P.courseList, c.parent)).code).toBe(Code.TOKEN_EXPIRED);
    expect((await get(t.app, P.courseList, undefined)).code).toBe(Code.TOKEN_EXPIRED);
    const student = await get(t.app, P.courseList, c.student);
    expect(student).toMatchObject({ code: Code.FORBIDDEN, message: Msg.teacherOnly });
    expect((await get(t.app, P.myCourseList, c.student)).code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, P.wallet, c.student)).code).toBe(Code.FORBIDDEN);
    const unknown = await get(t.app, P.courseInfo, c.teacher, { courseId: '999999' });
    expect(unknown).toMatchObject({ code: Code.NOT_FOUND, message: Msg.boutiqueCourseNotFound });
    const bad = await get(t.app, P.courseInfo, c.teacher, { courseId: 'abc' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    expect(bad.message).toMatch(/[\u4e00-\u9fa5]/);
    const price = await get(t.app, P.courseList, c.teacher, { price: 'CHEAP' });
    expect(price.code).toBe(Code.BAD_REQUEST);
  });
});

describe('a course', () => {
  it('hides the videos until the teacher joins; joining a free course twice is no error', async () => {
    const before = await info(c.teacher, c.courses.free);
    expect(before.joined).toBe(false);
    expect(before.lessons.map((l) => l.videoUrl)).toEqual([null, null, null, null]);
    expect(before.introduction).toContain('问题串');
    const joined = await post(t.app, P.joinCourse, c.teacher, { courseId: c.courses.free });
    expect(joined).toMatchObject({ code: Code.OK, message: Msg.boutiqueJoined });
    expect((await post(t.app, P.joinCourse, c.teacher, { courseId: c.courses.free })).code).toBe(Code.OK);
    const after = await info(c.teacher, c.courses.free);
    expect(after.joined).toBe(true);
    expect(after.learners).toBe(before.learners + 1);
    const url = after.lessons[0]!.videoUrl!;
    expect(url).toMatch(/^\/files\/boutique\/clips\/clip-\d\.mp4\?e=\d+&s=/);
    const video = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    const forged = await t.app.inject({ url: url.replace(/s=[^&]+/, 's=forged') });
    expect(forged.statusCode).toBe(403);
    // A paid course is bought, not joined.
    const paid = await post(t.app, P.joinCourse, c.teacher, { courseId: c.courses.paid });
    expect(paid).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.boutiqueNeedBuy });
  });

  it('saves the position as the teacher watches and gives it back; completes lessons; per teacher', async () => {
    const [l1, l2] = c.lessons.free;
    const save = (token: string, body: object) =>
      post<{ progress: { percentage: number } }>(t.app, P.saveProgress, token, body);
    expect((await save(c.teacher, { courseId: c.courses.free, lessonId: l1, position: 5.5 })).code).toBe(Code.OK);
    let course = await info(c.teacher, c.courses.free);
    expect(course.lessons[0]).toMatchObject({ position: 5.5, completed: false });
    expect(course.lastLessonId).toBe(l1);
    const done = await save(c.teacher, { courseId: c.courses.free, lessonId: l1, position: 3, completed: true });
    expect(done.data.progress.percentage).toBe(25);
    // Watching it again keeps it completed.
    await save(c.teacher, { courseId: c.courses.free, lessonId: l1, position: 1 });
    await save(c.teacher, { courseId: c.courses.free, lessonId: l2, position: 2 });
    course = await info(c.teacher, c.courses.free);
    expect(course.lessons[0]).toMatchObject({ position: 1, completed: true });
    expect(course.progress).toEqual({ completed: 1, total: 4, percentage: 25 });
    expect(course.lastLessonId).toBe(l2);

    // Another teacher's progress is theirs: they must join first, and see none of 王老师's.
    const refused = await save(c.second, { courseId: c.courses.free, lessonId: l1, position: 4 });
    expect(refused).toMatchObject({ code: Code.FORBIDDEN, message: Msg.boutiqueJoinFirst });
    await post(t.app, P.joinCourse, c.second, { courseId: c.courses.free });
    const theirs = await info(c.second, c.courses.free);
    expect(theirs.lessons[0]).toMatchObject({ position: 0, completed: false });
    expect(theirs.progress.completed).toBe(0);
    expect((await save(c.student, { courseId: c.courses.free, lessonId: l1, position: 4 })).code).toBe(Code.FORBIDDEN);
    expect((await save(c.parent, { courseId: c.courses.free, lessonId: l1, position: 4 })).code).toBe(
      Code.TOKEN_EXPIRED,
    );
  });

  it('refuses an unknown course, a negative position and a lesson of another course', async () => {
    const l1 = c.lessons.free[0]!;
    const save = (body: object) => post(t.app, P.saveProgress, c.teacher, body);
    expect(await save({ courseId: 999999, lessonId: l1, position: 1 })).toMatchObject({
      code: Code.NOT_FOUND,
      message: Msg.boutiqueCourseNotFound,
    });
    expect(await save({ courseId: c.courses.free, lessonId: 999999, position: 1 })).toMatchObject({
      code: Code.NOT_FOUND,
      message: Msg.boutiqueLessonNotFound,
    });
    expect(await save({ courseId: c.courses.free, lessonId: l1, position: -3 })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('播放位置不能为负数'),
    });
    expect(await save({ courseId: c.courses.free, lessonId: c.lessons.bought[0], position: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.boutiqueLessonNotInCourse,
    });
    expect((await save({ courseId: c.courses.free, lessonId: l1, position: 'x' })).code).toBe(Code.BAD_REQUEST);
  });
});

describe('my courses', () => {
  it('lists the joined and bought courses with progress, 学习中 and 已学完', async () => {
    const mine = (await get<MyCourse[]>(t.app, P.myCourseList, c.teacher)).data;
    expect(mine.map((m) => m.title).sort()).toEqual([BOUTIQUE.bought, BOUTIQUE.finished, BOUTIQUE.free].sort());
    const bought = mine.find((m) => m.title === BOUTIQUE.bought)!;
    expect(bought).toMatchObject({ status: 'LEARNING', progress: { completed: 1, total: 3, percentage: 33 } });
    expect(bought.lastLessonTitle).toBe('家长群的日常运营');
    const finished = (await get<MyCourse[]>(t.app, P.myCourseList, c.teacher, { status: 'FINISHED' })).data;
    expect(finished.map((m) => m.title)).toEqual([BOUTIQUE.finished]);
    expect(finished[0]!.progress.percentage).toBe(100);
    const learning = (await get<MyCourse[]>(t.app, P.myCourseList, c.teacher, { status: 'LEARNING' })).data;
    // Last watched first: the course just watched above leads.
    expect(learning.map((m) => m.title)).toEqual([BOUTIQUE.free, BOUTIQUE.bought]);
    expect((await get<MyCourse[]>(t.app, P.myCourseList, c.second)).data.map((m) => m.title)).toEqual([BOUTIQUE.free]);
  });
});
