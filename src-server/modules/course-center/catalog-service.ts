import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogCourse, courseApplyRequest, courseListQuery, SchoolAiCourse } from '@shared/api/course-center';
import type { CourseType } from '@shared/api/courses';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { findCourse, findEntitlement } from '../../db/repositories/courses';
import {
  aiCourses,
  aicourseUnits,
  classCourses,
  classes,
  courseApplies,
  liveCourses,
  schoolCourses,
} from '../../db/schema';
import { className, ownClass, requireSchool, requireTeacher } from '../../domain/classes';
import { BizError, notFound } from '../../lib/errors';
import { containing as like } from '../../db/repositories/course-packages';
import { aiOut } from './package-service';

/** The catalogue of both course types, the school's AI courses, and trial applications. */
export async function publicCourse(db: Db, courseId: number, courseType: CourseType): Promise<CatalogCourse> {
  if (courseType === 'AI_COURSE') {
    const [c] = await db.select().from(aiCourses).where(eq(aiCourses.id, courseId));
    if (!c) throw notFound(Msg.courseNotFound);
    return aiOut(c, false);
  }
  const [l] = await db.select().from(liveCourses).where(eq(liveCourses.id, courseId));
  if (!l) throw notFound(Msg.courseNotFound);
  return liveOut(l, false);
}

const liveOut = (l: typeof liveCourses.$inferSelect, entitled: boolean): CatalogCourse => ({
  courseId: l.id,
  courseType: 'LIVE_COURSE',
  title: l.name,
  coverUrl: l.coverUrl,
  subject: '',
  gradeRange: '',
  description: l.description,
  lessonCount: 1,
  entitled,
});

/** The whole catalogue, AI courses then live courses, with `entitled` for the caller's school. */
export async function courseList(db: Db, teacherId: number, q: z.output<typeof courseListQuery>) {
  const teacher = await requireTeacher(db, teacherId);
  const held = teacher.schoolId
    ? await db
        .select({ t: schoolCourses.courseType, id: schoolCourses.courseId })
        .from(schoolCourses)
        .where(eq(schoolCourses.schoolId, teacher.schoolId))
    : [];
  const has = (t: string, id: number) => held.some((h) => h.t === t && h.id === id);
  const kw = q.keyword ? like(q.keyword) : null;
  const aiWhere: SQL | undefined = and(
    q.subject ? eq(aiCourses.subject, q.subject) : undefined,
    kw ? or(ilike(aiCourses.title, kw), ilike(aiCourses.description, kw)) : undefined,
  );
  const ai =
    q.courseType === 'LIVE_COURSE' ? [] : await db.select().from(aiCourses).where(aiWhere).orderBy(asc(aiCourses.id));
  const live =
    q.courseType === 'AI_COURSE' || q.subject
      ? []
      : await db
          .select()
          .from(liveCourses)
          .where(kw ? ilike(liveCourses.name, kw) : undefined)
          .orderBy(asc(liveCourses.id));
  const all = [
    ...ai.map((c) => aiOut(c, has('AI_COURSE', c.id))),
    ...live.map((l) => liveOut(l, has('LIVE_COURSE', l.id))),
  ];
  const start = (q.pageNum - 1) * q.pageSize;
  return { list: all.slice(start, start + q.pageSize), total: all.length };
}

/** The AI courses the school holds, with quota, unit count and the caller's classes running each. */
export async function schoolAiCourses(db: Db, teacherId: number, classId?: number): Promise<SchoolAiCourse[]> {
  const teacher = await requireTeacher(db, teacherId);
  const schoolId = classId ? (await ownClass(db, teacherId, classId)).schoolId : requireSchool(teacher);
  const rows = await db
    .select({ c: aiCourses, quota: schoolCourses.quota, used: schoolCourses.used })
    .from(schoolCourses)
    .innerJoin(aiCourses, eq(aiCourses.id, schoolCourses.courseId))
    .where(and(eq(schoolCourses.schoolId, schoolId), eq(schoolCourses.courseType, 'AI_COURSE')))
    .orderBy(asc(schoolCourses.id));
  const units = await db
    .select({ id: aicourseUnits.aicourseId, n: count() })
    .from(aicourseUnits)
    .groupBy(aicourseUnits.aicourseId);
  const mine = await db
    .select({ cc: classCourses, cls: classes })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(
      and(
        eq(classes.ownerId, teacherId),
        eq(classCourses.courseType, 'AI_COURSE'),
        classId ? eq(classes.id, classId) : undefined,
      ),
    )
    .orderBy(asc(classCourses.id));
  const now = new Date();
  return rows.map(({ c, quota, used }) => ({
    ...aiOut(c, true),
    quota,
    used,
    unitCount: units.find((u) => u.id === c.id)?.n ?? 0,
    classes: mine
      .filter((m) => m.cc.courseId === c.id)
      .map((m) => ({ studentCourseId: m.cc.id, classId: m.cls.id, className: className(m.cls, now) })),
  }));
}

/** A trial application; a pending one for the same course is returned again instead of a second. */
export async function courseApply(db: Db, teacherId: number, input: z.output<typeof courseApplyRequest>) {
  const teacher = await requireTeacher(db, teacherId);
  const schoolId = requireSchool(teacher);
  if (!(await findCourse(db, input.courseType, input.courseId))) throw notFound(Msg.courseNotFound);
  if (await findEntitlement(db, schoolId, input.courseType, input.courseId)) {
    throw new BizError(Code.BAD_REQUEST, Msg.courseAlreadyEntitled);
  }
  await db
    .insert(courseApplies)
    .values({ schoolId, teacherId, ...input })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseApplies)
    .where(
      and(
        eq(courseApplies.schoolId, schoolId),
        eq(courseApplies.courseType, input.courseType),
        eq(courseApplies.courseId, input.courseId),
        eq(courseApplies.status, 'PENDING'),
      ),
    );
  return { id: row!.id, status: row!.status as 'PENDING', createdAt: row!.createdAt.toISOString() };
}
