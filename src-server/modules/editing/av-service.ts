import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AvMark, saveAvMarks } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { captionCounts } from '../../db/repositories/av-captions';
import { avMarks, digitalAvChapters, digitalAvSections } from '../../db/schema';
import { marksOfSections } from '../../domain/av-marks';
import { marksOutside, trimOfSection, trimsOfSections } from '../../domain/av-trim';
import { files } from '../../domain/digital-files';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { editableBookOf } from './scope';
import { refuseMarksOutside } from './trim-service';

/** A second of slack past the stored duration: the browser's measure of a file can differ by a frame or two. */
const SLACK = 1;

/** The book's audio-visual media with the chapter marks set on each. */
export async function avMedia(db: Db, config: Config, auth: AuthContext, bookId: number) {
  await editableBookOf(db, auth, bookId);
  const rows = await db
    .select({ section: digitalAvSections, chapterTitle: digitalAvChapters.title })
    .from(digitalAvSections)
    .innerJoin(digitalAvChapters, eq(digitalAvChapters.id, digitalAvSections.chapterId))
    .where(eq(digitalAvSections.bookId, bookId))
    .orderBy(asc(digitalAvChapters.sort), asc(digitalAvSections.sort), asc(digitalAvSections.id));
  const marks = await marksOfSections(
    db,
    rows.map((r) => r.section.id),
  );
  const trims = await trimsOfSections(
    db,
    rows.map((r) => r.section.id),
  );
  const captions = await captionCounts(
    db,
    rows.map((r) => r.section.id),
  );
  return {
    bookId,
    media: rows.map(({ section: s, chapterTitle }) => ({
      sectionId: s.id,
      chapterTitle,
      title: s.title,
      duration: s.duration,
      videoUrl: files.signedUrl(config, s.videoFile),
      audioUrl: files.signedUrl(config, s.audioFile),
      marks: marks.get(s.id) ?? [],
      trim: trims.get(s.id) ?? null,
      captions: captions.get(s.id) ?? 0,
    })),
  };
}

/** Chapters in time order, each one's sections in time order, none past the media's end nor before its chapter. */
function checked(marks: AvMark[], duration: number): AvMark[] {
  const byStart = <T extends { start: number }>(a: T, b: T) => a.start - b.start;
  return [...marks].sort(byStart).map((m) => {
    if (m.start > duration + SLACK) throw badRequest(Msg.editingMarkBeyondMedia);
    const sections = [...m.sections].sort(byStart);
    for (const s of sections) {
      if (s.start > duration + SLACK) throw badRequest(Msg.editingMarkBeyondMedia);
      if (s.start < m.start) throw badRequest(Msg.editingSectionBeforeChapter);
    }
    const round = (t: number) => Math.round(t * 10) / 10;
    return {
      title: m.title,
      start: round(m.start),
      sections: sections.map((s) => ({ title: s.title, start: round(s.start) })),
    };
  });
}

/** Replaces the marks of one media of the book. */
export async function saveMarks(db: Db, auth: AuthContext, input: z.output<typeof saveAvMarks>) {
  await editableBookOf(db, auth, input.bookId);
  const [section] = await db
    .select()
    .from(digitalAvSections)
    .where(and(eq(digitalAvSections.id, input.sectionId), eq(digitalAvSections.bookId, input.bookId)));
  if (!section) throw notFound(Msg.editingMediaNotFound);
  const marks = checked(input.marks, section.duration);
  const trim = await trimOfSection(db, section.id);
  if (trim) refuseMarksOutside(marksOutside(marks, trim, section.duration));
  const values = { marks, updatedBy: auth.subjectId, updatedAt: new Date() };
  await db
    .insert(avMarks)
    .values({ sectionId: section.id, ...values })
    .onConflictDoUpdate({ target: avMarks.sectionId, set: values });
  return marks;
}
