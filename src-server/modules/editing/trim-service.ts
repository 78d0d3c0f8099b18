import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TrimMsg, trimProblem, type saveAvTrim } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { avTrims, digitalAvSections } from '../../db/schema';
import { marksOfSection } from '../../domain/av-marks';
import { marksOutside, type Trim } from '../../domain/av-trim';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { editableBookOf } from './scope';

/** Refuses chapters or sections that would never play within the trim, naming them (the contract's rule). */
export function refuseMarksOutside(titles: string[]) {
  if (titles.length) throw badRequest(TrimMsg.markOutside + titles.map((t) => `“${t}”`).join('、'));
}

/** The media of the book the caller may edit (another publisher's book: 404 before the media is looked at). */
export async function editableMedia(db: Db, auth: AuthContext, bookId: number, sectionId: number) {
  await editableBookOf(db, auth, bookId);
  const [section] = await db
    .select()
    .from(digitalAvSections)
    .where(and(eq(digitalAvSections.id, sectionId), eq(digitalAvSections.bookId, bookId)));
  if (!section) throw notFound(Msg.editingMediaNotFound);
  return section;
}

/** Saves the kept part of one media (non-destructive), or removes it (`trim: null`, 恢复完整). */
export async function saveTrim(db: Db, auth: AuthContext, input: z.output<typeof saveAvTrim>): Promise<Trim | null> {
  const section = await editableMedia(db, auth, input.bookId, input.sectionId);
  if (!input.trim) {
    await db.delete(avTrims).where(eq(avTrims.sectionId, section.id));
    return null;
  }
  const round = (t: number) => Math.round(t * 10) / 10;
  const trim = { start: round(input.trim.start), end: round(input.trim.end) };
  const problem = trimProblem(trim, section.duration);
  if (problem) throw badRequest(problem);
  refuseMarksOutside(marksOutside((await marksOfSection(db, section.id)) ?? [], trim, section.duration));
  const values = { startAt: trim.start, endAt: trim.end, updatedBy: auth.subjectId, updatedAt: new Date() };
  await db
    .insert(avTrims)
    .values({ sectionId: section.id, ...values })
    .onConflictDoUpdate({ target: avTrims.sectionId, set: values });
  return trim;
}
