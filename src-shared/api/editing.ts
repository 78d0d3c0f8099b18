import { z } from 'zod';
import { SECTION_KINDS } from './aicourse';
import { get, noInput, post } from './endpoint';

/**
 * Author editing (issue 16): chapter marks on a book's audio and video (/author/audioVisualEditor), the classes that
 * use the publisher's books (/author/class), a book's catalogue (/editor) and an AI course's units and sections
 * (/edit/course).
 *
 * Paths: not shown in the spec; chosen under /api/v1/editing/... beside the digital textbook's /api/v1/digital/....
 * Authorization: an author or a publisher token. Every book and course is the caller's publisher's own
 * (src-server/domain/publisher-scope.ts): another publisher's is refused as not found (code 404), so ids cannot be
 * probed. Reordering moves one item a step (`direction`), so no list of foreign ids can travel.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const areas = ['author', 'publisher'] as const;

export const EDITING_LIMITS = {
  TITLE_MAX: 60,
  MARKS_MAX: 50,
  SECTIONS_PER_MARK_MAX: 30,
  /** Seconds: marks never go beyond a day of media. */
  TIME_MAX: 86_400,
} as const;

const title = z
  .string()
  .trim()
  .min(1, '请输入名称')
  .max(EDITING_LIMITS.TITLE_MAX, `名称最多 ${EDITING_LIMITS.TITLE_MAX} 个字`);
const time = z.number().min(0).max(EDITING_LIMITS.TIME_MAX);
const direction = z.enum(['up', 'down']);

export const editableBook = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  cover: z.string(),
});
export type EditableBook = z.infer<typeof editableBook>;

// ---- Audio-visual chapter marks -------------------------------------------------------------------------------

export const avMarkSection = z.object({ title, start: time });
export const avMark = z.object({
  title,
  start: time,
  sections: z.array(avMarkSection).max(EDITING_LIMITS.SECTIONS_PER_MARK_MAX).default([]),
});
export type AvMarkInput = z.input<typeof avMark>;
export type AvMark = z.output<typeof avMark>;

/** Trimming (contract at the end of this file): the part of a media kept for teachers, in seconds. */
export const avTrim = z.object({ start: time, end: time });
export type AvTrim = z.infer<typeof avTrim>;
export const avMedia = z.object({
  /** The audio-visual section (a media of the book's 视听阅读). */
  sectionId: z.number().int(),
  chapterTitle: z.string(),
  title: z.string(),
  /** Seconds. */
  duration: z.number(),
  videoUrl: z.string(),
  audioUrl: z.string(),
  marks: z.array(avMark),
  /** The kept part (null: the whole media plays). */
  trim: avTrim.nullable(),
  /** How many captions the media has (0: none; captions at the end of this file). */
  captions: z.number().int(),
});
export type AvMedia = z.infer<typeof avMedia>;
export const avMediaList = z.object({ bookId: z.number().int(), media: z.array(avMedia) });
export const saveAvMarks = z.object({
  bookId: id,
  sectionId: id,
  marks: z.array(avMark).max(EDITING_LIMITS.MARKS_MAX),
});
export type SaveAvMarks = z.input<typeof saveAvMarks>;

// ---- Classes using the books ----------------------------------------------------------------------------------

export const bookClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  schoolName: z.string(),
  teacherName: z.string(),
  studentCount: z.number().int(),
  /** The publisher's books the class's teacher reads (through the school or a redeemed code). */
  books: z.array(z.string()),
});
export type BookClass = z.infer<typeof bookClass>;
export const bookClasses = z.object({
  schoolCount: z.number().int(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  classes: z.array(bookClass),
});
export type BookClasses = z.infer<typeof bookClasses>;

// ---- Catalogue --------------------------------------------------------------------------------------------------

export const editLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  /** Resources and lecture notes of the lesson: deleting it deletes them (the screen asks first). */
  contentCount: z.number().int(),
});
export const editUnit = z.object({
  id: z.number().int(),
  title: z.string(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  lessons: z.array(editLesson),
});
export const editCatalogue = z.object({ bookId: z.number().int(), bookTitle: z.string(), units: z.array(editUnit) });
export type EditCatalogue = z.infer<typeof editCatalogue>;
export type EditUnit = z.infer<typeof editUnit>;
export type EditLesson = z.infer<typeof editLesson>;

// ---- AI courses -------------------------------------------------------------------------------------------------

export const sectionKind = z.enum(SECTION_KINDS, { error: '小节类型应为视频讲解、暂停互动、课堂任务或作品提交' });
export const editableCourse = z.object({ id: z.number().int(), title: z.string(), subject: z.string() });
export const editCourseSection = z.object({ id: z.number().int(), title: z.string(), kind: sectionKind });
export const editCourseUnit = z.object({
  id: z.number().int(),
  title: z.string(),
  sections: z.array(editCourseSection),
});
export const editCourse = z.object({
  aicourseId: z.number().int(),
  title: z.string(),
  units: z.array(editCourseUnit),
});
export type EditCourse = z.infer<typeof editCourse>;
export type EditCourseUnit = z.infer<typeof editCourseUnit>;
export type EditCourseSection = z.infer<typeof editCourseSection>;

// ---- Endpoints --------------------------------------------------------------------------------------------------

const P = '/api/v1/editing';
const bookQuery = z.object({ bookId: id });
export const EditingApi = {
  books: get(`${P}/getBooks`, { request: noInput, response: z.array(editableBook), areas }),
  avMedia: get(`${P}/getAudioVisualMedia`, { request: bookQuery, response: avMediaList, areas }),
  saveAvMarks: post(`${P}/saveAudioVisualMarks`, { request: saveAvMarks, response: z.array(avMark), areas }),
  classes: get(`${P}/getBookClasses`, { request: noInput, response: bookClasses, areas }),
  catalogue: get(`${P}/getCatalogue`, { request: bookQuery, response: editCatalogue, areas }),
  addUnit: post(`${P}/addUnit`, { request: z.object({ bookId: id, title }), response: editCatalogue, areas }),
  renameUnit: post(`${P}/renameUnit`, { request: z.object({ unitId: id, title }), response: editCatalogue, areas }),
  moveUnit: post(`${P}/moveUnit`, { request: z.object({ unitId: id, direction }), response: editCatalogue, areas }),
  deleteUnit: post(`${P}/deleteUnit`, { request: z.object({ unitId: id }), response: editCatalogue, areas }),
  addLesson: post(`${P}/addLesson`, { request: z.object({ unitId: id, title }), response: editCatalogue, areas }),
  renameLesson: post(`${P}/renameLesson`, {
    request: z.object({ lessonId: id, title }),
    response: editCatalogue,
    areas,
  }),
  moveLesson: post(`${P}/moveLesson`, {
    request: z.object({ lessonId: id, direction }),
    response: editCatalogue,
    areas,
  }),
  deleteLesson: post(`${P}/deleteLesson`, { request: z.object({ lessonId: id }), response: editCatalogue, areas }),
  courses: get(`${P}/getCourses`, { request: noInput, response: z.array(editableCourse), areas }),
  course: get(`${P}/getCourse`, { request: z.object({ aicourseId: id }), response: editCourse, areas }),
  renameCourseUnit: post(`${P}/renameCourseUnit`, {
    request: z.object({ unitId: id, title }),
    response: editCourse,
    areas,
  }),
  moveCourseUnit: post(`${P}/moveCourseUnit`, {
    request: z.object({ unitId: id, direction }),
    response: editCourse,
    areas,
  }),
  updateCourseSection: post(`${P}/updateCourseSection`, {
    request: z.object({ sectionId: id, title, kind: sectionKind }),
    response: editCourse,
    areas,
  }),
  moveCourseSection: post(`${P}/moveCourseSection`, {
    request: z.object({ sectionId: id, direction }),
    response: editCourse,
    areas,
  }),
  addCourseUnit: post(`${P}/addCourseUnit`, {
    request: z.object({ aicourseId: id, title }),
    response: editCourse,
    areas,
  }),
  deleteCourseUnit: post(`${P}/deleteCourseUnit`, { request: z.object({ unitId: id }), response: editCourse, areas }),
  addCourseSection: post(`${P}/addCourseSection`, {
    request: z.object({ unitId: id, title, kind: sectionKind }),
    response: editCourse,
    areas,
  }),
  deleteCourseSection: post(`${P}/deleteCourseSection`, {
    request: z.object({ sectionId: id }),
    response: editCourse,
    areas,
  }),
} as const;

// ---- Audio-visual trimming ----------------------------------------------------------------------------------------

/**
 * Trimming (cutting) a media without changing its file: the author keeps the part from `start` (入点) to `end`
 * (出点); the teacher's player starts there, pauses at the out-point and never seeks outside. `trim: null` is
 * 恢复完整 (the whole media plays again). Same scope as the chapter marks (another publisher's book: 404).
 *
 * Rules (refused with a Chinese message, `trimProblem` on both sides): the out-point after the in-point; the
 * out-point within the media (a second of slack, as for marks); at least TRIM_MIN_SECONDS kept.
 *
 * Chapters and trimming: a chapter spans until the next chapter (the last until the end of the media), a section
 * until the next section of its chapter (the last until its chapter ends). A chapter or section that would never
 * play — it starts at or after the out-point, or its span ends at or before the in-point — is refused with its
 * name (`TrimMsg.markOutside`), both when saving the trim and when saving marks on a trimmed media: the author
 * moves or deletes it first, so nothing silently disappears. One that begins before the in-point but runs into the
 * kept part stays, and teachers see it begin at the in-point (list, ticks and chapters track alike).
 */
export const TRIM_MIN_SECONDS = 1;
/**
 * Trimming's messages. Kept here rather than in rules/messages.ts: only the author's editor and the server use them,
 * and the catalogue ships in the signed-in teacher's entry, which is at its size budget.
 */
export const TrimMsg = {
  order: '出点必须晚于入点',
  beyondMedia: '出点不能超过音视频时长',
  tooShort: '剪辑后至少保留 1 秒',
  /** Followed by the chapters' and sections' names. */
  markOutside: '以下章节不在保留范围内，请先调整或删除：',
  saved: '剪辑已保存',
  reset: '已恢复完整',
} as const;
/** Seconds past the stored duration still accepted: the browser's measure of a file can differ by a frame or two. */
export const TRIM_SLACK_SECONDS = 1;

export function trimProblem(trim: AvTrim, duration: number): string | null {
  if (trim.end <= trim.start) return TrimMsg.order;
  if (trim.end > duration + TRIM_SLACK_SECONDS) return TrimMsg.beyondMedia;
  if (trim.end - trim.start < TRIM_MIN_SECONDS) return TrimMsg.tooShort;
  return null;
}

export const saveAvTrim = z.object({ bookId: id, sectionId: id, trim: avTrim.nullable() });
export type SaveAvTrim = z.input<typeof saveAvTrim>;

export const EditingTrimApi = {
  saveAvTrim: post(`${P}/saveAudioVisualTrim`, { request: saveAvTrim, response: avTrim.nullable(), areas }),
} as const;

// ---- Captions -------------------------------------------------------------------------------------------------------

/**
 * Captions (issue 33, WCAG 1.2.2): the author uploads a WebVTT (.vtt) or SRT (.srt) file of what is said in a media;
 * teachers and parents then see the captions in the player (字幕, on by default). `file` is the file's text; null
 * deletes the captions. Same scope as the chapter marks (another publisher's book: 404). The server keeps the cues
 * (time and plain text) and writes the WebVTT track itself: GET /api/v1/digital/audioVisualCaptions.vtt?bookId&sectionId
 * (text/vtt, for the teacher and parent areas, like the chapters track).
 */
export const CAPTION_LIMITS = { FILE_MAX_CHARS: 200_000, CUES_MAX: 2000, TEXT_MAX: 200 } as const;
export const CaptionMsg = {
  unreadable: '未能从文件中读出字幕，请上传 WebVTT（.vtt）或 SRT（.srt）字幕文件',
  tooLarge: `字幕文件过大（最多 ${CAPTION_LIMITS.FILE_MAX_CHARS / 1000} KB、${CAPTION_LIMITS.CUES_MAX} 条字幕）`,
  /** Followed by the cue's number. */
  beyondMedia: '字幕时间超出了音视频时长：第',
  saved: '字幕已保存',
  removed: '字幕已删除',
} as const;
export const saveAvCaptions = z.object({
  bookId: id,
  sectionId: id,
  /** Held to FILE_MAX_CHARS by the service (with CaptionMsg.tooLarge); the schema only stops what no file would be. */
  file: z
    .string()
    .max(CAPTION_LIMITS.FILE_MAX_CHARS * 4)
    .nullable(),
});
export type SaveAvCaptions = z.input<typeof saveAvCaptions>;

export const EditingCaptionsApi = {
  saveAvCaptions: post(`${P}/saveAudioVisualCaptions`, {
    request: saveAvCaptions,
    response: z.object({ cues: z.number().int() }),
    areas,
  }),
} as const;
