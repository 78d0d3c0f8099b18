import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import { Code } from '@shared/api/common';
import { CoursePaths, type SchoolCourseItem, type StudentCourseItem } from '@shared/api/courses';
import { RedeemPaths } from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import { DEMO_REDEEM_CODES } from '../../../db/seeds/demo-classes';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { classList, demoClasses, demoParent, demoTeacher, get, otherTeacher, post } from './helpers';

/**
 * A teacher sees and changes only their own classes. Every class-scoped route is tried with another teacher's
 * ids: each must refuse with 403 and leave both teachers' classes exactly as they were.
 */
let t: TestApp;
let mine: string;
let theirs: { token: string; classId: number; studentCourseId: number };
let myClass: UserClass;
beforeAll(async () => {
  t = await createTestApp();
  mine = await demoTeacher(t.app);
  const other = await otherTeacher(t.app);
  const courses = await get<SchoolCourseItem[]>(t.app, CoursePaths.schoolCourseList, other.token, {
    studentId: String(other.classId),
  });
  const course = courses.data.find((c) => c.title.includes('英语'))!;
  const added = await post<StudentCourseItem>(t.app, CoursePaths.addCourseToClass, other.token, {
    studentId: other.classId,
    courseId: course.courseId,
    courseType: course.courseType,
    weekdays: '1',
  });
  theirs = { ...other, studentCourseId: added.data.studentCourseId };
  myClass = (await demoClasses(t.app, mine)).admin;
});
afterAll(() => t.close());

const refused = { code: Code.FORBIDDEN, message: Msg.forbidden, data: null };

describe('another teacher’s class', () => {
  it('is not in my list, and mine is not in theirs', async () => {
    expect((await classList(t.app, mine)).some((c) => c.id === theirs.classId)).toBe(false);
    expect((await classList(t.app, theirs.token)).map((c) => c.id)).toEqual([theirs.classId]);
  });

  it('refuses every class-scoped call with 403 and changes nothing', async () => {
    const theirsBefore = await classList(t.app, theirs.token);
    const mineBefore = await classList(t.app, mine);
    const attempts: [string, unknown][] = [
      [ClassPaths.delete, { classId: theirs.classId }],
      [ClassPaths.updateIntro, { classId: theirs.classId, intro: '改掉别人的简介' }],
      [CoursePaths.addCourseToClass, { studentId: theirs.classId, courseId: 1, courseType: 'AI_COURSE', weekdays: '' }],
      [CoursePaths.updatePlan, { studentCourseId: theirs.studentCourseId, weekdays: '3' }],
      [CoursePaths.remove, { studentCourseId: theirs.studentCourseId }],
      [RedeemPaths.exchangeEmpowerCourse, { exchangeCode: DEMO_REDEEM_CODES.courses[0], studentId: theirs.classId }],
    ];
    for (const [url, body] of attempts) {
      expect(await post(t.app, url, mine, body), url).toEqual(refused);
    }
    const list = await get(t.app, CoursePaths.schoolCourseList, mine, { studentId: String(theirs.classId) });
    expect(list).toEqual(refused);
    expect(await classList(t.app, theirs.token)).toEqual(theirsBefore);
    expect(await classList(t.app, mine)).toEqual(mineBefore);
    // The refused empower call did not spend the code.
    const info = await get(t.app, RedeemPaths.info, mine, { exchangeCode: DEMO_REDEEM_CODES.courses[0] });
    expect(info.code).toBe(200);
  });

  it('works the other way round too', async () => {
    const before = await classList(t.app, mine);
    const course = myClass.courses[0]!;
    const attempts: [string, unknown][] = [
      [ClassPaths.delete, { classId: myClass.id }],
      [ClassPaths.updateIntro, { classId: myClass.id, intro: 'x' }],
      [CoursePaths.updatePlan, { studentCourseId: course.studentCourseId, weekdays: '' }],
      [CoursePaths.remove, { studentCourseId: course.studentCourseId }],
      [CoursePaths.addCourseToClass, { studentId: myClass.id, courseId: 1, courseType: 'AI_COURSE', weekdays: '' }],
    ];
    for (const [url, body] of attempts) {
      expect(await post(t.app, url, theirs.token, body), url).toEqual(refused);
    }
    expect(await classList(t.app, mine)).toEqual(before);
  });

  it('refuses a signed-out caller and a parent token with 901', async () => {
    expect((await post(t.app, ClassPaths.delete, undefined, { classId: myClass.id })).code).toBe(Code.TOKEN_EXPIRED);
    const parent = await demoParent(t.app);
    expect((await post(t.app, ClassPaths.delete, parent, { classId: myClass.id })).code).toBe(Code.TOKEN_EXPIRED);
    expect((await classList(t.app, mine)).some((c) => c.id === myClass.id)).toBe(true);
  });
});
