import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiCoursePaths } from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import { type CourseStatistics, type PlanCourse, type PlannedLesson, type PlanUnit } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import {
  demoChildId,
  demoClasses,
  demoParent,
  demoTeacher,
  get,
  otherTeacher,
  post,
} from '../../classes/__tests__/helpers';
import { adminCoding } from './setup';

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
});
afterAll(() => t.close());

const q = (o: Record<string, string | number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
const shanghaiToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() || 7;

describe('lesson plans', () => {
  it('turns the weekly plan into dated lessons that reach the next units', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const lessons = (
      await get<PlannedLesson[]>(t.app, AiCoursePaths.lessonPlanList, teacher, q({ studentId: admin.id }))
    ).data;
    const coding = lessons.filter((l) => l.title.startsWith('AI 编程启蒙'));
    // Mondays and Wednesdays over four weeks: eight lessons.
    expect(coding).toHaveLength(8);
    expect(coding.every((l) => [1, 3].includes(l.weekday) && weekdayOf(l.date) === l.weekday)).toBe(true);
    expect(coding.slice(0, 2).map((l) => l.unit?.title)).toEqual(['重复的力量：循环', '如果……就……：条件判断']);
    expect(coding[2]!.unit).toBeNull();
    // A day's unit does not depend on where the asked range starts (明日备课 asks for today and tomorrow, the
    // calendar for a month): the second lesson asked alone still reaches the second unit.
    const second = coding[1]!;
    const alone = (
      await get<PlannedLesson[]>(
        t.app,
        AiCoursePaths.lessonPlanList,
        teacher,
        q({ studentId: admin.id, startDate: second.date, endDate: second.date }),
      )
    ).data.filter((l) => l.title.startsWith('AI 编程启蒙'));
    expect(alone.map((l) => [l.date, l.unit?.title])).toEqual([[second.date, '如果……就……：条件判断']]);
    expect(coding[0]!.status).toBe(coding[0]!.date === shanghaiToday() ? 'TODAY' : 'PLANNED');
    const past = await get<PlannedLesson[]>(
      t.app,
      AiCoursePaths.lessonPlanList,
      teacher,
      q({ studentId: admin.id, startDate: '2020-01-01', endDate: '2020-01-31' }),
    );
    expect(past.data.every((l) => l.status === 'MISSED')).toBe(true);
    const tooLong = await get(
      t.app,
      AiCoursePaths.lessonPlanList,
      teacher,
      q({ startDate: '2020-01-01', endDate: '2021-01-01' }),
    );
    expect(tooLong).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.dateRangeInvalid });
    expect((await get(t.app, AiCoursePaths.lessonPlanList, teacher, { startDate: '2020-13' })).code).toBe(
      Code.BAD_REQUEST,
    );
  });

  it('gives a parent the lessons of their own child’s classes, as the teacher’s plan dates them, and no one else’s', async () => {
    const { admin } = await demoClasses(t.app, teacher);
    const parent = await demoParent(t.app);
    const child = await demoChildId(t.app);
    const range = { startDate: shanghaiToday(), endDate: shanghaiToday() };
    const mine = (await get<PlannedLesson[]>(t.app, AiCoursePaths.lessonPlanList, teacher, q({ studentId: admin.id })))
      .data;
    const theirs = await get<PlannedLesson[]>(t.app, AiCoursePaths.childLessonPlanList, parent, q({ childId: child }));
    expect(theirs.code).toBe(Code.OK);
    // 李小明 is in 三年级2班 only: his lessons are that class's lessons, date for date.
    expect(theirs.data.map((l) => `${l.date} ${l.title} ${l.unit?.title ?? ''}`)).toEqual(
      mine.map((l) => `${l.date} ${l.title} ${l.unit?.title ?? ''}`),
    );
    expect(new Set(theirs.data.map((l) => l.className))).toEqual(new Set(['三年级2班']));
    const today = await get<PlannedLesson[]>(
      t.app,
      AiCoursePaths.childLessonPlanList,
      parent,
      q({ childId: child, ...range }),
    );
    expect(today.data.every((l) => l.status === 'TODAY')).toBe(true);
    // Another parent's child, a teacher's token, a bad range.
    const other = await get(t.app, AiCoursePaths.childLessonPlanList, parent, q({ childId: child + 100_000 }));
    expect(other.code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, AiCoursePaths.childLessonPlanList, teacher, q({ childId: child }))).code).toBe(
      Code.TOKEN_EXPIRED,
    );
    const tooLong = await get(
      t.app,
      AiCoursePaths.childLessonPlanList,
      parent,
      q({ childId: child, startDate: '2020-01-01', endDate: '2021-01-01' }),
    );
    expect(tooLong).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.dateRangeInvalid });
  });

  it('shows each class’s next lesson and the units with planned dates', async () => {
    const courses = (await get<PlanCourse[]>(t.app, AiCoursePaths.planLessonCourse, teacher)).data;
    const coding = courses.find((c) => c.title.startsWith('AI 编程启蒙') && c.className === '三年级2班')!;
    expect(coding).toMatchObject({ unitsDone: 2, unitTotal: 4, nextUnit: { order: 3, title: '重复的力量：循环' } });
    expect([1, 3]).toContain(weekdayOf(coding.nextDate!));
    expect(courses.find((c) => c.courseType === 'LIVE_COURSE')!.nextDate).toBeNull();
    const units = (
      await get<PlanUnit[]>(
        t.app,
        AiCoursePaths.planLessonCourseUnit,
        teacher,
        q({ studentCourseId: coding.studentCourseId }),
      )
    ).data;
    expect(units.map((u) => u.status)).toEqual(['DONE', 'DONE', 'CURRENT', 'TODO']);
    expect(units[2]!.plannedDate).toBe(coding.nextDate);
    expect(units[0]!.plannedDate).toBeNull();
    const other = await otherTeacher(t.app, 0);
    const refused = await get(
      t.app,
      AiCoursePaths.planLessonCourseUnit,
      other.token,
      q({ studentCourseId: coding.studentCourseId }),
    );
    expect(refused.code).toBe(Code.FORBIDDEN);
  });
});

describe('statistics', () => {
  it('counts lessons, units and works per class from the tables', async () => {
    const stats = (await get<CourseStatistics>(t.app, AiCoursePaths.statistics, teacher)).data;
    const admin = stats.classes.find((c) => c.className === '三年级2班')!;
    expect(admin).toMatchObject({ courseCount: 2, lessonsTaught: 4, unitsFinished: 2, worksSubmitted: 3 });
    expect(stats.lessonsTaught).toBe(stats.classes.reduce((n, c) => n + c.lessonsTaught, 0));
    const other = await otherTeacher(t.app, 1);
    expect((await get(t.app, AiCoursePaths.statistics, other.token, q({ studentId: admin.classId }))).code).toBe(
      Code.FORBIDDEN,
    );
    const mine = (await get<CourseStatistics>(t.app, AiCoursePaths.statistics, other.token)).data;
    expect(mine).toMatchObject({ lessonsTaught: 0, worksSubmitted: 0 });
  });
});

describe('progress drives the plans', () => {
  it('moves the next lesson’s unit on once the class finishes a unit', async () => {
    const { progress } = await adminCoding(t.app, teacher);
    const unit = progress.units[2]!;
    const sections = (
      await get<{ id: number }[]>(t.app, AiCoursePaths.sectionList, teacher, q({ unitId: unit.unitId }))
    ).data;
    const body = { studentCourseId: progress.studentCourseId, unitId: unit.unitId, sectionId: sections.at(-1)!.id };
    expect((await post(t.app, AiCoursePaths.saveUnitUser, teacher, { ...body, finished: true })).code).toBe(200);
    const next = (await get<PlanCourse[]>(t.app, AiCoursePaths.planLessonCourse, teacher)).data;
    const coding = next.find((c) => c.studentCourseId === progress.studentCourseId)!;
    expect(coding).toMatchObject({ unitsDone: 3, nextUnit: { order: 4 } });
    const stats = (
      await get<CourseStatistics>(t.app, AiCoursePaths.statistics, teacher, q({ studentId: progress.classId }))
    ).data;
    expect(stats).toMatchObject({ lessonsTaught: 5, unitsFinished: 3 });
  });
});
