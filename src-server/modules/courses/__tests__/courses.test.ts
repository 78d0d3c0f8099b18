import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddClassResponse, ClassPaths } from '@shared/api/classes';
import { Code } from '@shared/api/common';
import { CoursePaths, type SchoolCourseItem, type StudentCourseItem } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import { aiCourses, classCourses, schoolCourses, schools } from '../../../db/schema';
import { DEMO_SCHOOL } from '../../../db/seeds/demo-accounts';
import { DEMO_CLASSES } from '../../../db/seeds/demo-classes';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoClasses, demoStudent, demoTeacher, get, post } from '../../classes/__tests__/helpers';

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
});
afterAll(() => t.close());

const schoolCourseList = async (classId?: number) =>
  (
    await get<SchoolCourseItem[]>(
      t.app,
      CoursePaths.schoolCourseList,
      teacher,
      classId ? { studentId: String(classId) } : {},
    )
  ).data;
const add = (body: unknown) => post<StudentCourseItem>(t.app, CoursePaths.addCourseToClass, teacher, body);
const newClass = async (name: string) =>
  (await post<AddClassResponse>(t.app, ClassPaths.add, teacher, { type: 'INTEREST', name })).data.id;
const byTitle = (items: SchoolCourseItem[], part: string) => items.find((c) => c.title.includes(part))!;

describe('the school’s courses for a class', () => {
  it('lists 示范学校’s entitlements with quota, and marks the ones the class has', async () => {
    const { admin, interest } = await demoClasses(t.app, teacher);
    const forAdmin = await schoolCourseList(admin.id);
    expect(forAdmin).toHaveLength(6);
    expect(byTitle(forAdmin, 'AI 编程启蒙')).toMatchObject({ courseType: 'AI_COURSE', has: true, quota: 10, used: 1 });
    const coding = byTitle(forAdmin, 'AI 编程启蒙');
    expect(coding.aiCourse).toEqual({ id: coding.courseId, title: coding.title });
    expect(byTitle(forAdmin, '人工智能初探')).toMatchObject({ has: false, quota: 1, used: 1 });
    expect(byTitle(forAdmin, '天空课堂')).toMatchObject({ courseType: 'LIVE_COURSE', aiCourse: null, has: false });
    const forInterest = await schoolCourseList(interest.id);
    expect(forInterest.filter((c) => c.has).map((c) => c.courseType)).toEqual(['AI_COURSE', 'LIVE_COURSE']);
    // Without a class: the teacher's school, nothing marked.
    expect((await schoolCourseList()).every((c) => !c.has)).toBe(true);
  });
});

describe('the seeded quota', () => {
  it('counts exactly the classes running each course', async () => {
    const held = await t.app.db
      .select({ id: classCourses.schoolCourseId, n: count() })
      .from(classCourses)
      .groupBy(classCourses.schoolCourseId);
    const counts = new Map(held.map((h) => [h.id, h.n]));
    const rows = await t.app.db.select().from(schoolCourses);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.used, `school course ${r.id}`).toBe(counts.get(r.id) ?? 0);
  });
});

describe('adding a course to a class', () => {
  it('adds with a weekly plan, says 添加成功 and then marks it 已添加', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const english = byTitle(await schoolCourseList(admin.id), '英语自然拼读');
    const body = await add({
      studentId: admin.id,
      courseId: english.courseId,
      courseType: 'AI_COURSE',
      weekdays: '5,1',
    });
    expect(body.code).toBe(200);
    expect(body.message).toBe(Msg.added);
    expect(body.data).toMatchObject({
      classId: admin.id,
      className: '三年级2班',
      weekdays: '1,5',
      title: english.title,
    });
    const after = byTitle(await schoolCourseList(admin.id), '英语自然拼读');
    expect(after).toMatchObject({ has: true, used: english.used + 1 });
    const again = await add({ studentId: admin.id, courseId: english.courseId, courseType: 'AI_COURSE', weekdays: '' });
    expect(again).toEqual({ code: Code.BAD_REQUEST, message: Msg.alreadyAdded, data: null });
    expect(byTitle(await schoolCourseList(admin.id), '英语自然拼读').used).toBe(english.used + 1);
  });

  it('accepts an empty plan (the plan switch off)', async () => {
    const classId = await newClass('空计划班');
    const science = byTitle(await schoolCourseList(classId), '科学小实验');
    const body = await add({ studentId: classId, courseId: science.courseId, courseType: 'AI_COURSE' });
    expect(body.data.weekdays).toBe('');
  });

  it.each([
    [{ courseId: 1, courseType: 'AI_COURSE', weekdays: '1' }],
    [{ studentId: 1, courseType: 'AI_COURSE', weekdays: '1' }],
    [{ studentId: 1, courseId: 1, weekdays: '1' }],
    [{ studentId: null, courseId: null, courseType: null }],
  ])('refuses a missing class or course %j with 有内容未填写', async (body) => {
    expect(await add(body)).toEqual({ code: Code.BAD_REQUEST, message: Msg.incomplete, data: null });
  });

  it.each(['0', '8', '1,1', 'a', '1,,2'])('refuses weekdays %j', async (weekdays) => {
    const { admin } = await demoClasses(t.app, teacher);
    const english = byTitle(await schoolCourseList(admin.id), '科学小实验');
    const body = await add({ studentId: admin.id, courseId: english.courseId, courseType: 'AI_COURSE', weekdays });
    expect(body).toEqual({ code: Code.BAD_REQUEST, message: Msg.weekdaysInvalid, data: null });
  });

  it('refuses with 910 when the quota is used up, and changes nothing', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const aiIntro = byTitle(await schoolCourseList(admin.id), '人工智能初探');
    const body = await add({ studentId: admin.id, courseId: aiIntro.courseId, courseType: 'AI_COURSE', weekdays: '1' });
    expect(body).toEqual({ code: Code.QUOTA, message: Msg.quotaUsedUp, data: null });
    expect(byTitle(await schoolCourseList(admin.id), '人工智能初探')).toMatchObject({ has: false, used: 1 });
  });

  it('refuses a course the school is not entitled to', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const [python] = await t.app.db.select().from(aiCourses).where(eq(aiCourses.title, 'Python 入门：数据与算法'));
    const body = await add({ studentId: admin.id, courseId: python!.id, courseType: 'AI_COURSE', weekdays: '' });
    expect(body).toEqual({ code: Code.NOT_FOUND, message: Msg.courseNotEntitled, data: null });
  });

  it('gives the last slot to exactly one of two concurrent adds', async () => {
    const [school] = await t.app.db.select().from(schools).where(eq(schools.name, DEMO_SCHOOL.name));
    const [steam] = await t.app.db.select().from(aiCourses).where(eq(aiCourses.title, '创客 STEAM：智能小车'));
    await t.app.db
      .insert(schoolCourses)
      .values({ schoolId: school!.id, courseType: 'AI_COURSE', courseId: steam!.id, quota: 1 });
    const a = await newClass('并发甲班');
    const b = await newClass('并发乙班');
    const results = await Promise.all(
      [a, b].map((studentId) => add({ studentId, courseId: steam!.id, courseType: 'AI_COURSE', weekdays: '2' })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([200, Code.QUOTA]);
    const [row] = await t.app.db
      .select()
      .from(schoolCourses)
      .where(and(eq(schoolCourses.schoolId, school!.id), eq(schoolCourses.courseId, steam!.id)));
    expect(row).toMatchObject({ quota: 1, used: 1 });
    const has = await Promise.all([a, b].map(async (id) => byTitle(await schoolCourseList(id), '创客').has));
    expect(has.filter(Boolean)).toHaveLength(1);
  });

  it('adds a course to one class once under concurrent double clicks', async () => {
    const classId = await newClass('双击班');
    const maths = byTitle(await schoolCourseList(classId), '趣味数学');
    const body = { studentId: classId, courseId: maths.courseId, courseType: 'AI_COURSE', weekdays: '3' };
    const results = await Promise.all([add(body), add(body)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(byTitle(await schoolCourseList(classId), '趣味数学').used).toBe(maths.used + 1);
  });
});

describe('plans, removal and my courses', () => {
  it('changes the plan, and removing gives the slot back', async () => {
    const classId = await newClass('计划班');
    const science = byTitle(await schoolCourseList(classId), '科学小实验');
    const added = (
      await add({ studentId: classId, courseId: science.courseId, courseType: 'AI_COURSE', weekdays: '1' })
    ).data;
    const plan = await post<StudentCourseItem>(t.app, CoursePaths.updatePlan, teacher, {
      studentCourseId: added.studentCourseId,
      weekdays: '4,2',
    });
    expect(plan.message).toBe(Msg.modifySuccess);
    expect(plan.data.weekdays).toBe('2,4');
    const bad = await post(t.app, CoursePaths.updatePlan, teacher, {
      studentCourseId: added.studentCourseId,
      weekdays: '9',
    });
    expect(bad.message).toBe(Msg.weekdaysInvalid);
    const usedBefore = byTitle(await schoolCourseList(classId), '科学小实验').used;
    const removed = await post(t.app, CoursePaths.remove, teacher, { studentCourseId: added.studentCourseId });
    expect(removed).toEqual({ code: 200, message: Msg.removeSuccess, data: null });
    expect(byTitle(await schoolCourseList(classId), '科学小实验')).toMatchObject({ has: false, used: usedBefore - 1 });
    const again = await post(t.app, CoursePaths.remove, teacher, { studentCourseId: added.studentCourseId });
    expect(again).toEqual({ code: Code.NOT_FOUND, message: Msg.studentCourseNotFound, data: null });
  });

  it('deleting a class gives its courses’ slots back', async () => {
    const classId = await newClass('临时班');
    const english = byTitle(await schoolCourseList(classId), '英语自然拼读');
    await add({ studentId: classId, courseId: english.courseId, courseType: 'AI_COURSE', weekdays: '' });
    expect(byTitle(await schoolCourseList(), '英语自然拼读').used).toBe(english.used + 1);
    expect((await post(t.app, ClassPaths.delete, teacher, { classId })).code).toBe(200);
    expect(byTitle(await schoolCourseList(), '英语自然拼读').used).toBe(english.used);
  });

  it('lists my courses by class with plans, filtered by type', async () => {
    const all = (await get<StudentCourseItem[]>(t.app, CoursePaths.studentCourseList, teacher)).data;
    const { admin, interest } = await demoClasses(t.app, teacher);
    const mine = all.filter((c) => c.classId === admin.id || c.classId === interest.id);
    expect(mine.find((c) => c.title.includes('AI 编程启蒙'))).toMatchObject({
      className: '三年级2班',
      schoolName: DEMO_SCHOOL.name,
      weekdays: '1,3',
      cover: expect.stringMatching(/^\/files\/covers\//),
    });
    expect(mine.filter((c) => c.classId === interest.id).map((c) => c.className)).toEqual([
      DEMO_CLASSES.interest,
      DEMO_CLASSES.interest,
    ]);
    const live = await get<StudentCourseItem[]>(t.app, CoursePaths.studentCourseList, teacher, {
      studentCourseListType: 'LIVE_COURSE',
      locationName: '四川省',
    });
    expect(live.data.map((c) => c.courseType)).toEqual(['LIVE_COURSE']);
    const bad = await get(t.app, CoursePaths.studentCourseList, teacher, { studentCourseListType: 'NOPE' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('shows a student the courses of the classes they are in', async () => {
    const student = await demoStudent(t.app);
    const list = (await get<StudentCourseItem[]>(t.app, CoursePaths.studentCourseList, student)).data;
    expect(new Set(list.map((c) => c.className))).toEqual(new Set(['三年级2班']));
    expect(list.length).toBeGreaterThanOrEqual(2);
  });
});
