import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AvData, avCompleteInput, avProgressInput } from '@shared/api/digital';
import { progressPercentage } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { captionCounts, captionsOf } from '../../db/repositories/av-captions';
import {
  digitalAvChapters,
  digitalAvCompletions,
  digitalAvSections,
  digitalAvStates,
  digitalLectureNotes,
  digitalLessons,
  digitalUnits,
} from '../../db/schema';
import { flattenMarks, marksOfSection, marksOfSections } from '../../domain/av-marks';
import { keptMarks, trimOfSection, trimsOfSections } from '../../domain/av-trim';
import { notFound } from '../../lib/errors';
import { writeWebVtt } from '../../lib/webvtt';
import { ownedBook } from './access';
import { signedUrl } from './files';

/** Audio-visual reading: chapters of sections, the user's completions and saved playback state. */
async function progressOf(db: Db, userId: number, bookId: number) {
  const sections = await db
    .select({ id: digitalAvSections.id })
    .from(digitalAvSections)
    .where(eq(digitalAvSections.bookId, bookId));
  const done = sections.length
    ? await db
        .select({ id: digitalAvCompletions.sectionId })
        .from(digitalAvCompletions)
        .where(
          and(
            eq(digitalAvCompletions.userId, userId),
            inArray(
              digitalAvCompletions.sectionId,
              sections.map((s) => s.id),
            ),
          ),
        )
    : [];
  const total = sections.length;
  const completed = done.length;
  return { done: new Set(done.map((d) => d.id)), total, completed, percentage: progressPercentage(completed, total) };
}

export async function audioVisual(db: Db, config: Config, userId: number, bookId: number): Promise<AvData> {
  await ownedBook(db, userId, bookId);
  const chapters = await db
    .select()
    .from(digitalAvChapters)
    .where(eq(digitalAvChapters.bookId, bookId))
    .orderBy(asc(digitalAvChapters.sort));
  const sections = await db
    .select()
    .from(digitalAvSections)
    .where(eq(digitalAvSections.bookId, bookId))
    .orderBy(asc(digitalAvSections.sort), asc(digitalAvSections.id));
  const p = await progressOf(db, userId, bookId);
  const marks = await marksOfSections(
    db,
    sections.map((s) => s.id),
  );
  const trims = await trimsOfSections(
    db,
    sections.map((s) => s.id),
  );
  const captions = await captionCounts(
    db,
    sections.map((s) => s.id),
  );
  const [state] = await db
    .select()
    .from(digitalAvStates)
    .where(and(eq(digitalAvStates.userId, userId), eq(digitalAvStates.bookId, bookId)));
  return {
    bookId,
    chapters: chapters.map((c) => ({
      id: c.id,
      title: c.title,
      sections: sections
        .filter((s) => s.chapterId === c.id)
        .map((s) => ({
          id: s.id,
          title: s.title,
          duration: s.duration,
          videoUrl: signedUrl(config, s.videoFile),
          audioUrl: signedUrl(config, s.audioFile),
          completed: p.done.has(s.id),
          marks: keptMarks(marks.get(s.id) ?? [], trims.get(s.id) ?? null, s.duration),
          trim: trims.get(s.id) ?? null,
          captions: captions.has(s.id),
        })),
    })),
    state: state
      ? {
          currentChapterIndex: state.chapterIndex,
          currentSectionId: state.sectionId,
          currentTime: state.playTime,
          mode: state.mode as 'audio' | 'video',
          updatedAt: state.updatedAt.toISOString(),
        }
      : null,
    progress: { total: p.total, completed: p.completed, percentage: p.percentage },
  };
}

async function sectionOf(db: Db, bookId: number, sectionId: number) {
  const [s] = await db
    .select()
    .from(digitalAvSections)
    .where(and(eq(digitalAvSections.id, sectionId), eq(digitalAvSections.bookId, bookId)));
  if (!s) throw notFound(Msg.digitalSectionNotFound);
  return s;
}

export async function saveAvProgress(db: Db, userId: number, input: z.output<typeof avProgressInput>) {
  await ownedBook(db, userId, input.bookId);
  if (input.currentSectionId) await sectionOf(db, input.bookId, input.currentSectionId);
  const updatedAt = new Date(input.updatedAt);
  const values = {
    chapterIndex: input.currentChapterIndex,
    sectionId: input.currentSectionId,
    playTime: input.currentTime,
    mode: input.mode,
    updatedAt,
  };
  await db
    .insert(digitalAvStates)
    .values({ userId, bookId: input.bookId, ...values })
    .onConflictDoUpdate({
      target: [digitalAvStates.userId, digitalAvStates.bookId],
      set: values,
      setWhere: sql`${digitalAvStates.updatedAt} < ${updatedAt}`,
    });
  return null;
}

export async function completeSection(db: Db, userId: number, input: z.output<typeof avCompleteInput>) {
  await ownedBook(db, userId, input.bookId);
  await sectionOf(db, input.bookId, input.sectionId);
  if (input.completed) {
    await db.insert(digitalAvCompletions).values({ userId, sectionId: input.sectionId }).onConflictDoNothing();
  } else {
    await db
      .delete(digitalAvCompletions)
      .where(and(eq(digitalAvCompletions.userId, userId), eq(digitalAvCompletions.sectionId, input.sectionId)));
  }
  const { total, completed, percentage } = await progressOf(db, userId, input.bookId);
  return { total, completed, percentage };
}

/**
 * A WebVTT chapters track for one section: the chapters and sections the author set by time (issue 16), or, when
 * none are set, its parts timed evenly from the section's duration. A trimmed media's cues cover the kept part only
 * (times stay those of the file, which the player plays from the in-point).
 */
export async function chaptersVtt(db: Db, userId: number, bookId: number, sectionId: number) {
  await ownedBook(db, userId, bookId);
  const s = await sectionOf(db, bookId, sectionId);
  const trim = await trimOfSection(db, sectionId);
  const from = trim?.start ?? 0;
  const to = trim?.end ?? s.duration;
  const marks = keptMarks((await marksOfSection(db, sectionId)) ?? [], trim, s.duration);
  const parts = marks.length
    ? flattenMarks(marks, to)
        .map((p) => ({ ...p, end: Math.min(p.end, to) }))
        .filter((p) => p.end > p.start)
        .map((p) => ({ start: p.start, end: p.end, text: p.level ? `${p.chapter} · ${p.title}` : p.title }))
    : ['导入', '讲解', '小结'].map((p, i, all) => ({
        start: from + ((to - from) * i) / all.length,
        end: from + ((to - from) * (i + 1)) / all.length,
        text: `${s.title} · ${p}`,
      }));
  return writeWebVtt(parts);
}

/**
 * The captions track of one section (issue 33), a WebVTT file of what is said. A media without captions answers an
 * empty track (the player then offers no 字幕). Times stay those of the file, like the chapters track.
 */
export async function captionsVtt(db: Db, userId: number, bookId: number, sectionId: number) {
  await ownedBook(db, userId, bookId);
  await sectionOf(db, bookId, sectionId);
  return writeWebVtt((await captionsOf(db, sectionId)) ?? []);
}

export async function lectureNotes(db: Db, userId: number, bookId: number) {
  await ownedBook(db, userId, bookId);
  return (
    db
      .select({
        id: digitalLectureNotes.id,
        lessonId: digitalLectureNotes.lessonId,
        title: digitalLectureNotes.title,
        sort: digitalLectureNotes.sort,
      })
      .from(digitalLectureNotes)
      .leftJoin(digitalLessons, eq(digitalLessons.id, digitalLectureNotes.lessonId))
      .leftJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
      .where(eq(digitalLectureNotes.bookId, bookId))
      // In catalogue order (a note approved later for an early lesson sits with that lesson); book-wide notes first.
      .orderBy(
        sql`${digitalUnits.sort} asc nulls first`,
        sql`${digitalLessons.sort} asc nulls first`,
        asc(digitalLectureNotes.sort),
        asc(digitalLectureNotes.id),
      )
  );
}

export async function lectureNote(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(digitalLectureNotes).where(eq(digitalLectureNotes.id, id));
  if (!row) throw notFound(Msg.notFound);
  await ownedBook(db, userId, row.bookId);
  return {
    id: row.id,
    lessonId: row.lessonId,
    title: row.title,
    sort: row.sort,
    html: row.html,
    updatedAt: row.updatedAt.toISOString(),
  };
}
