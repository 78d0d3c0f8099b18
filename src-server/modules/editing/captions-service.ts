import type { z } from 'zod';
import { CAPTION_LIMITS, CaptionMsg, type saveAvCaptions } from '@shared/api/editing';
import type { Db } from '../../db/client';
import { deleteCaptions, putCaptions } from '../../db/repositories/av-captions';
import type { AuthContext } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import { parseCaptionFile } from '../../lib/webvtt';
import { editableMedia } from './trim-service';

/** A second of slack past the stored duration, as for marks and trims (a browser's measure can differ a little). */
const SLACK = 1;

/**
 * Saves the captions of one media from an uploaded WebVTT or SRT file (issue 33), or deletes them (`file: null`).
 * Refused, with the reason: a file with no cue, too many cues or too long a text, a cue past the media's end.
 */
export async function saveCaptions(db: Db, auth: AuthContext, input: z.output<typeof saveAvCaptions>) {
  const section = await editableMedia(db, auth, input.bookId, input.sectionId);
  if (input.file === null) {
    await deleteCaptions(db, section.id);
    return { cues: 0 };
  }
  if (input.file.length > CAPTION_LIMITS.FILE_MAX_CHARS) throw badRequest(CaptionMsg.tooLarge);
  const cues = await parseCaptionFile(input.file);
  if (!cues) throw badRequest(CaptionMsg.unreadable);
  if (cues.length > CAPTION_LIMITS.CUES_MAX || cues.some((c) => c.text.length > CAPTION_LIMITS.TEXT_MAX)) {
    throw badRequest(CaptionMsg.tooLarge);
  }
  const beyond = cues.findIndex((c) => c.start > section.duration + SLACK);
  if (beyond >= 0) throw badRequest(`${CaptionMsg.beyondMedia} ${beyond + 1} 条`);
  const kept = cues.map((c) => ({ ...c, end: Math.min(c.end, section.duration + SLACK) }));
  await putCaptions(db, section.id, kept, auth.subjectId);
  return { cues: kept.length };
}
