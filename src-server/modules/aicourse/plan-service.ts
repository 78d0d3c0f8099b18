import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { CourseType } from '@shared/api/courses';
import type { z } from 'zod';
import type {
  childLessonPlanQuery,
  CourseStatistics,
  lessonPlanQuery,
  PlanCourse,
  PlannedLesson,
  PlanUnit,
} from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { courseCover, courseTitle, aiJoin, liveJoin } from '../../db/repositories/courses';
import {
  aiCourses,
  aicourseLessons,
  aicourseUnitsDone,
  aicourseWorks,
  classCourses,
  classes,
  classStudents,
  liveCourses,
} from '../../db/schema';
import { className, ownChild, ownClass, requireTeacher } from '../../domain/classes';
import { BizError } from '../../lib/errors';
import { ownClassCourse, type ClassCourse } from './access';
import { progressOf, today } from './progress-service';

/**
 * Lesson plans: a class course's weekdays (1 = Monday … 7 = Sunday) become dated lessons. Upcoming lessons take
 * the units not done yet in order, one per lesson; a past lesson shows the unit finished that day, if any.
 */
const DAY = 24 * 3600 * 1000;
const dayOf = (d: string) => new Date(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(dayOf(d).getTime() + n * DAY).toISOString().slice(0, 10);
const weekday = (d: string) => dayOf(d).getUTCDay() || 7;
const planDays = (weekdays: string) => new Set(weekdays.split(',').filter(Boolean).map(Number));

async function teacherCourses(db: Db, teacherId: number, classId?: number) {
  await requireTeacher(db, teacherId);
  if (classId) await ownClass(db, teacherId, classId);
  return coursesWhere(db, and(eq(classes.ownerId, teacherId), classId ? eq(classes.id, classId) : undefined));
}

/** The class courses of the classes a child is in now (the parent checked as theirs first). */
async function childCourses(db: Db, parentId: number, childId: number) {
  await ownChild(db, parentId, childId);
  const ids = (
    await db.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, childId))
  ).map((r) => r.id);
  return ids.length ? coursesWhere(db, inArray(classes.id, ids)) : [];
}

async function coursesWhere(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ cc: classCourses, cls: classes, title: courseTitle, cover: courseCover })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .leftJoin(aiCourses, aiJoin(classCourses.courseType, classCourses.courseId))
    .leftJoin(liveCourses, liveJoin(classCourses.courseType, classCourses.courseId))
    .where(where)
    .orderBy(asc(classes.id), asc(classCourses.id));
  const now = new Date();
  return Promise.all(
    rows.map(async (r) => {
      const name = className(r.cls, now);
      const progress = r.cc.courseType === 'AI_COURSE' ? await progressOf(db, r.cc, name) : null;
      return { ...r, name, progress };
    }),
  );
}

type Row = Awaited<ReturnType<typeof teacherCourses>>[number];
const unitsAhead = (r: Row) =>
  (r.progress?.units ?? [])
    .filter((u) => u.status !== 'DONE')
    .sort((a, b) => (a.status === 'CURRENT' ? -1 : b.status === 'CURRENT' ? 1 : a.order - b.order));

/** The next `n` lesson days from `from` (included). */
function nextDays(weekdays: string, from: string, n: number): string[] {
  const days = planDays(weekdays);
  const out: string[] = [];
  for (let i = 0; days.size && out.length < n && i < n * 7 + 7; i++) {
    const d = addDays(from, i);
    if (days.has(weekday(d))) out.push(d);
  }
  return out;
}

export async function lessonPlanList(
  db: Db,
  teacherId: number,
  q: z.output<typeof lessonPlanQuery>,
): Promise<PlannedLesson[]> {
  const range = dateRange(q);
  return plansOf(db, await teacherCourses(db, teacherId, q.studentId), range);
}

/** The child's lessons, dated as their teachers' plans put them (the parent's own child only). */
export async function childLessonPlanList(
  db: Db,
  parentId: number,
  q: z.output<typeof childLessonPlanQuery>,
): Promise<PlannedLesson[]> {
  const range = dateRange(q);
  return plansOf(db, await childCourses(db, parentId, q.childId), range);
}

function dateRange(q: { startDate?: string; endDate?: string }) {
  const start = q.startDate ?? today();
  const end = q.endDate ?? addDays(start, 27);
  const span = (dayOf(end).getTime() - dayOf(start).getTime()) / DAY;
  if (Number.isNaN(span) || span < 0 || span > 91) throw new BizError(Code.BAD_REQUEST, Msg.dateRangeInvalid);
  return { start, span };
}

async function plansOf(db: Db, rows: Row[], { start, span }: { start: string; span: number }) {
  const now = today();
  const taught = await lessonDays(
    db,
    rows.map((r) => r.cc.id),
  );
  const out: PlannedLesson[] = [];
  for (const r of rows) {
    const days = planDays(r.cc.weekdays);
    if (!days.size) continue;
    const ahead = unitsAhead(r);
    const added = today(r.cc.createdAt);
    // Upcoming lessons take the units in order from today's: a range starting later first skips the lesson days
    // before it, so a day's unit does not depend on where the asked range starts.
    let k = 0;
    // (Today's lesson, once taught, keeps the unit it finished and takes none ahead.)
    const taughtToday = taught.has(`${r.cc.id}:${now}`);
    for (let d = now > added ? now : added; d < start; d = addDays(d, 1))
      if (days.has(weekday(d)) && !(d === now && taughtToday)) k++;
    for (let i = 0; i <= span; i++) {
      const d = addDays(start, i);
      if (!days.has(weekday(d))) continue;
      // The plan starts on the day the course joined the class: no invented missed lessons before it.
      if (d < added && !taught.has(`${r.cc.id}:${d}`)) continue;
      const past = d < now;
      const finished = r.progress?.units.find((u) => u.finishedAt && today(new Date(u.finishedAt)) === d);
      const unit = past || (d === now && taughtToday) ? finished : ahead[k++];
      out.push({
        date: d,
        weekday: weekday(d),
        studentCourseId: r.cc.id,
        classId: r.cls.id,
        className: r.name,
        courseId: r.cc.courseId,
        courseType: r.cc.courseType as CourseType,
        title: r.title,
        coverUrl: r.cover,
        status: past ? (taught.has(`${r.cc.id}:${d}`) ? 'DONE' : 'MISSED') : d === now ? 'TODAY' : 'PLANNED',
        unit: unit ? { id: unit.unitId, order: unit.order, title: unit.title } : null,
      });
    }
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || a.classId - b.classId || a.studentCourseId - b.studentCourseId,
  );
}

async function lessonDays(db: Db, ids: number[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.select().from(aicourseLessons).where(inArray(aicourseLessons.classCourseId, ids));
  return new Set(rows.map((r) => `${r.classCourseId}:${String(r.day).slice(0, 10)}`));
}

export async function planLessonCourses(db: Db, teacherId: number, classId?: number): Promise<PlanCourse[]> {
  const rows = await teacherCourses(db, teacherId, classId);
  return rows.map((r) => {
    const next = unitsAhead(r)[0];
    return {
      studentCourseId: r.cc.id,
      classId: r.cls.id,
      className: r.name,
      courseId: r.cc.courseId,
      courseType: r.cc.courseType as CourseType,
      title: r.title,
      coverUrl: r.cover,
      weekdays: r.cc.weekdays,
      nextDate: nextDays(r.cc.weekdays, today(), 1)[0] ?? null,
      nextUnit: next ? { id: next.unitId, order: next.order, title: next.title } : null,
      unitsDone: r.progress?.unitsDone ?? 0,
      unitTotal: r.progress?.unitTotal ?? 0,
    };
  });
}

export async function planLessonUnits(db: Db, teacherId: number, studentCourseId: number): Promise<PlanUnit[]> {
  const { cc, name } = await ownClassCourse(db, teacherId, studentCourseId);
  const progress = await progressOf(db, cc as ClassCourse, name);
  const ahead = progress.units.filter((u) => u.status !== 'DONE');
  const dates = nextDays(cc.weekdays, today(), ahead.length);
  return progress.units.map((u) => {
    const k = ahead.findIndex((a) => a.unitId === u.unitId);
    return {
      id: u.unitId,
      order: u.order,
      title: u.title,
      status: u.status,
      finishedAt: u.finishedAt,
      plannedDate: k >= 0 ? (dates[k] ?? null) : null,
    };
  });
}

/** Real counts from the tables: days taught, units finished and works submitted, per class. */
export async function statistics(db: Db, teacherId: number, classId?: number): Promise<CourseStatistics> {
  await requireTeacher(db, teacherId);
  if (classId) await ownClass(db, teacherId, classId);
  const owned = await db
    .select()
    .from(classes)
    .where(and(eq(classes.ownerId, teacherId), classId ? eq(classes.id, classId) : undefined))
    .orderBy(asc(classes.id));
  const per = async (table: typeof aicourseLessons | typeof aicourseUnitsDone | typeof aicourseWorks) => {
    const rows = await db
      .select({ classId: classCourses.classId, n: count() })
      .from(table)
      .innerJoin(classCourses, eq(classCourses.id, table.classCourseId))
      .groupBy(classCourses.classId);
    return new Map(rows.map((r) => [r.classId, r.n]));
  };
  const [lessons, units, works] = [await per(aicourseLessons), await per(aicourseUnitsDone), await per(aicourseWorks)];
  const courses = await db
    .select({ classId: classCourses.classId, n: count() })
    .from(classCourses)
    .groupBy(classCourses.classId);
  const now = new Date();
  const list = owned.map((c) => ({
    classId: c.id,
    className: className(c, now),
    courseCount: courses.find((x) => x.classId === c.id)?.n ?? 0,
    lessonsTaught: lessons.get(c.id) ?? 0,
    unitsFinished: units.get(c.id) ?? 0,
    worksSubmitted: works.get(c.id) ?? 0,
  }));
  const sum = (k: 'lessonsTaught' | 'unitsFinished' | 'worksSubmitted') => list.reduce((n, c) => n + c[k], 0);
  return {
    lessonsTaught: sum('lessonsTaught'),
    unitsFinished: sum('unitsFinished'),
    worksSubmitted: sum('worksSubmitted'),
    classes: list,
  };
}
