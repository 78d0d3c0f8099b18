import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveProgressRequest } from '@shared/api/boutique';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { boutiqueEnrollments, boutiqueLessons, boutiqueProgress } from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { enrollmentOf, findCourse } from './course-service';
import { progress } from './view';

/**
 * Saves the caller's position in a lesson (the player sends it every few seconds, on pause and on leaving). A lesson
 * counts as completed once played to its end (or within a second of it); it stays completed when watched again.
 */
export async function saveProgress(db: Db, userId: number, input: z.output<typeof saveProgressRequest>) {
  await requireTeacher(db, userId);
  await findCourse(db, input.courseId);
  const [lesson] = await db.select().from(boutiqueLessons).where(eq(boutiqueLessons.id, input.lessonId)).limit(1);
  if (!lesson) throw notFound(Msg.boutiqueLessonNotFound);
  if (lesson.courseId !== input.courseId) throw badRequest(Msg.boutiqueLessonNotInCourse);
  if (!(await enrollmentOf(db, userId, input.courseId))) throw new BizError(Code.FORBIDDEN, Msg.boutiqueJoinFirst);
  const position = Math.min(input.position, lesson.seconds);
  const completed = input.completed || position >= lesson.seconds - 1;
  const now = new Date();
  const [row] = await db
    .insert(boutiqueProgress)
    .values({ userId, courseId: input.courseId, lessonId: lesson.id, position, completed, updatedAt: now })
    .onConflictDoUpdate({
      target: [boutiqueProgress.userId, boutiqueProgress.lessonId],
      set: {
        position,
        completed: sql`${boutiqueProgress.completed} OR ${completed}`,
        updatedAt: now,
      },
    })
    .returning();
  await db
    .update(boutiqueEnrollments)
    .set({ lastLessonId: lesson.id, lastWatchedAt: now })
    .where(and(eq(boutiqueEnrollments.userId, userId), eq(boutiqueEnrollments.courseId, input.courseId)));
  const [done] = await db
    .select({ n: count() })
    .from(boutiqueProgress)
    .where(
      and(
        eq(boutiqueProgress.userId, userId),
        eq(boutiqueProgress.courseId, input.courseId),
        eq(boutiqueProgress.completed, true),
      ),
    );
  const [total] = await db
    .select({ n: count() })
    .from(boutiqueLessons)
    .where(eq(boutiqueLessons.courseId, input.courseId));
  return {
    lessonId: lesson.id,
    position: row!.position,
    completed: row!.completed,
    progress: progress(Number(done?.n ?? 0), Number(total?.n ?? 0)),
  };
}
