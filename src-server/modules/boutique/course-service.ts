import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseInfo, courseListQuery, MyCourse } from '@shared/api/boutique';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { boutiqueCourses, boutiqueEnrollments, boutiqueLessons, boutiqueProgress } from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { notFound } from '../../lib/errors';
import { signedVideoUrl } from './files';
import { progressOf, summaries, type CourseRow } from './view';

export async function findCourse(db: Executor, courseId: number): Promise<CourseRow> {
  const [row] = await db.select().from(boutiqueCourses).where(eq(boutiqueCourses.id, courseId)).limit(1);
  if (!row) throw notFound(Msg.boutiqueCourseNotFound);
  return row;
}

/** `%`, `_` and `\` typed by a teacher are letters, not patterns. */
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The catalogue by category, keyword (title, summary, lecturer) and price kind; the tabs come along. */
export async function courseList(db: Db, userId: number, q: z.output<typeof courseListQuery>) {
  await requireTeacher(db, userId);
  const where: (SQL | undefined)[] = [
    q.category ? eq(boutiqueCourses.category, q.category) : undefined,
    q.keyword
      ? or(
          ilike(boutiqueCourses.title, like(q.keyword)),
          ilike(boutiqueCourses.summary, like(q.keyword)),
          ilike(boutiqueCourses.lecturer, like(q.keyword)),
        )
      : undefined,
    q.price === 'FREE' ? eq(boutiqueCourses.priceFen, 0) : undefined,
    q.price === 'PAID' ? gt(boutiqueCourses.priceFen, 0) : undefined,
  ];
  const rows = await db
    .select()
    .from(boutiqueCourses)
    .where(and(...where))
    .orderBy(asc(boutiqueCourses.sort), asc(boutiqueCourses.id));
  const start = (q.pageNum - 1) * q.pageSize;
  const all = await db
    .select({ category: boutiqueCourses.category })
    .from(boutiqueCourses)
    .orderBy(asc(boutiqueCourses.sort), asc(boutiqueCourses.id));
  return {
    list: await summaries(db, userId, rows.slice(start, start + q.pageSize)),
    total: rows.length,
    categories: [...new Set(all.map((c) => c.category))],
  };
}

export async function enrollmentOf(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(boutiqueEnrollments)
    .where(and(eq(boutiqueEnrollments.userId, userId), eq(boutiqueEnrollments.courseId, courseId)))
    .limit(1);
  return row;
}

/** A course with its lessons and the caller's progress; the videos are signed only for a teacher who joined. */
export async function courseInfo(db: Db, config: Config, userId: number, courseId: number): Promise<CourseInfo> {
  await requireTeacher(db, userId);
  const row = await findCourse(db, courseId);
  const [summary] = await summaries(db, userId, [row]);
  const [lessons, watched, enrolment] = await Promise.all([
    db
      .select()
      .from(boutiqueLessons)
      .where(eq(boutiqueLessons.courseId, courseId))
      .orderBy(asc(boutiqueLessons.sort), asc(boutiqueLessons.id)),
    db
      .select()
      .from(boutiqueProgress)
      .where(and(eq(boutiqueProgress.userId, userId), eq(boutiqueProgress.courseId, courseId))),
    enrollmentOf(db, userId, courseId),
  ]);
  const at = new Map(watched.map((w) => [w.lessonId, w]));
  const progress = (await progressOf(db, userId, [summary!])).get(courseId)!;
  return {
    ...summary!,
    introduction: row.introduction,
    lecturerIntro: row.lecturerIntro,
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      seconds: l.seconds,
      position: at.get(l.id)?.position ?? 0,
      completed: at.get(l.id)?.completed ?? false,
      videoUrl: enrolment ? signedVideoUrl(config, l.videoPath) : null,
    })),
    progress,
    lastLessonId: enrolment?.lastLessonId ?? null,
  };
}

/** The caller's joined and bought courses, last watched (or joined) first; by status 学习中 / 已学完. */
export async function myCourseList(db: Db, userId: number, status?: MyCourse['status']): Promise<MyCourse[]> {
  await requireTeacher(db, userId);
  const rows = await db
    .select({ e: boutiqueEnrollments, c: boutiqueCourses })
    .from(boutiqueEnrollments)
    .innerJoin(boutiqueCourses, eq(boutiqueCourses.id, boutiqueEnrollments.courseId))
    .where(eq(boutiqueEnrollments.userId, userId))
    .orderBy(desc(boutiqueEnrollments.createdAt));
  const views = await summaries(
    db,
    userId,
    rows.map((r) => r.c),
  );
  const progress = await progressOf(db, userId, views);
  const lastIds = rows.map((r) => r.e.lastLessonId).filter((x): x is number => x !== null);
  const titles = new Map(
    lastIds.length
      ? (
          await db
            .select({ id: boutiqueLessons.id, title: boutiqueLessons.title })
            .from(boutiqueLessons)
            .where(inArray(boutiqueLessons.id, lastIds))
        ).map((l) => [l.id, l.title])
      : [],
  );
  const when = (r: (typeof rows)[number]) => (r.e.lastWatchedAt ?? r.e.createdAt).getTime();
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => when(b.r) - when(a.r))
    .map(({ r, i }): MyCourse => {
      const p = progress.get(r.c.id)!;
      return {
        ...views[i]!,
        progress: p,
        status: p.total > 0 && p.completed >= p.total ? 'FINISHED' : 'LEARNING',
        lastLessonId: r.e.lastLessonId,
        lastLessonTitle: r.e.lastLessonId ? (titles.get(r.e.lastLessonId) ?? null) : null,
        lastWatchedAt: r.e.lastWatchedAt?.toISOString() ?? null,
        joinedAt: r.e.createdAt.toISOString(),
      };
    })
    .filter((c) => !status || c.status === status);
}
