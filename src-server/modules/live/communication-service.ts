import { and, asc, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { Communication } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { liveCommunications, liveLessonClasses } from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { lessonStatus } from '../../domain/live-lessons';
import { BizError } from '../../lib/errors';
import { findLesson } from './lesson-service';

/**
 * Questions and exchange after a lesson. Anybody signed in to the teacher area as a teacher reads a lesson's
 * exchange (it is the lesson's public Q&A); asking needs a class that applied the lesson, once it has started;
 * the lesson's own teacher answers.
 */
export async function communicationList(db: Db, userId: number, lessonId: number): Promise<Communication[]> {
  await requireTeacher(db, userId);
  await findLesson(db, lessonId);
  const rows = await db
    .select()
    .from(liveCommunications)
    .where(eq(liveCommunications.lessonId, lessonId))
    .orderBy(asc(liveCommunications.id));
  const names = await displayNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => view(r, names.get(r.userId) ?? '', userId));
}

export async function communicate(db: Db, userId: number, lessonId: number, content: string, now: Date) {
  const me = await requireTeacher(db, userId);
  const lesson = await findLesson(db, lessonId);
  const role = lesson.teacherId === userId ? 'TEACHER' : 'CLASS';
  if (role === 'CLASS') {
    const [applied] = await db
      .select({ id: liveLessonClasses.id })
      .from(liveLessonClasses)
      .where(and(eq(liveLessonClasses.lessonId, lessonId), eq(liveLessonClasses.teacherId, userId)))
      .limit(1);
    if (!applied) throw new BizError(Code.FORBIDDEN, Msg.liveAskNotApplied);
  }
  if (lessonStatus(lesson, now) === 'NOT_STARTED') throw new BizError(Code.BAD_REQUEST, Msg.liveAskBeforeStart);
  const [row] = await db.insert(liveCommunications).values({ lessonId, userId, role, content }).returning();
  return view(row!, me.displayName, userId);
}

function view(r: typeof liveCommunications.$inferSelect, authorName: string, viewerId: number): Communication {
  return {
    id: r.id,
    authorName,
    role: r.role === 'TEACHER' ? 'TEACHER' : 'CLASS',
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    mine: r.userId === viewerId,
  };
}
