import { z } from 'zod';
import { get, post } from './endpoint';
import { DIGITAL_BOOK_TYPES, DigitalLimits as L, RESOURCE_TYPES, STROKE_TOOLS } from '../rules/digital';

/**
 * Digital textbooks (spec sections 6, 7, issue 9). Paths under /api/v1/digital/...: `vt/` ones are public
 * (optionalAuth: they read the caller when a teacher token is sent), the others need a teacher or parent token.
 *
 * Authorization: a user who owns the book (a redeemed `user_books` row, or the school's entitlement) reads all of
 * it; anyone else gets the public part — metadata, catalogue, and the QR resources of PAPER_DIGITAL books.
 * Notes, bookmarks, progress and classroom annotations are always the caller's own.
 *
 * Ids: notes, bookmarks and strokes carry client-generated UUIDs so that an offline-made item syncs idempotently
 * (upsert by id; an id that belongs to another user is refused as not found). Progress is last-write-wins by the
 * client's `updatedAt` (ISO time): an older write is ignored and the stored one comes back.
 */
const id = z.coerce.number().int().positive();
const uuid = z.string().uuid();
// Out-of-range pages and oversized notes are answered with Msg.digitalPageOutOfRange / Msg.digitalNoteTooLong by the
// server (modules/digital/validation.ts): the contract does not import the messages, so the renderer's chunks that
// use it do not pull them in (the sign-in route's budget).
const page = z.coerce.number().int().min(1).max(L.PAGE_MAX);
const isoTime = z.string().datetime({ offset: true });
const bookQuery = z.object({ bookId: id });
const areas = ['teacher', 'parent'] as const;
const pub = { areas, optionalAuth: true } as const;

export const digitalBookType = z.enum(DIGITAL_BOOK_TYPES);
export const resourceType = z.enum(RESOURCE_TYPES);

// ---- Book, catalogue, content -------------------------------------------------------------------------------

export const bookInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  publisher: z.string(),
  subject: z.string(),
  grade: z.string(),
  digitalBookType,
  description: z.string(),
  pageCount: z.number().int(),
  /** The caller owns the book (false when signed out). */
  owned: z.boolean(),
  /** How a non-owner gets it: REDEEM (a code, through the redeem-textbook dialog). Null when owned. */
  acquire: z.enum(['REDEEM']).nullable(),
  resourceCount: z.number().int(),
  resourceCounts: z.record(resourceType, z.number().int()),
  hasLectureNotes: z.boolean(),
  hasAudioVisual: z.boolean(),
});
export type BookInfo = z.infer<typeof bookInfo>;

export const lesson = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Inclusive page range in the PDF (1-based). */
  startPage: z.number().int(),
  endPage: z.number().int(),
  resourceCount: z.number().int(),
});
export const unit = z.object({
  id: z.number().int(),
  title: z.string(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  lessons: z.array(lesson),
});
export const catalogue = z.object({ bookId: z.number().int(), units: z.array(unit) });
export type Catalogue = z.infer<typeof catalogue>;
export type Unit = z.infer<typeof unit>;
export type Lesson = z.infer<typeof lesson>;

/** The PDF (served with HTTP range requests: open with pdf.js `disableAutoFetch`). Owners only. */
export const bookContent = z.object({
  bookId: z.number().int(),
  pdfUrl: z.string(),
  pageCount: z.number().int(),
  /** Byte size of the PDF, for the offline download's progress. */
  size: z.number().int(),
  /** Changes when the PDF changes (offline copies compare it). */
  version: z.string(),
});
export type BookContent = z.infer<typeof bookContent>;

/** Per-page text for local search (offline reading). Owners only. */
export const pageTexts = z.object({
  bookId: z.number().int(),
  pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
});
export type PageTexts = z.infer<typeof pageTexts>;

export const searchQuery = z.object({ bookId: id, q: z.string().trim().min(1).max(L.SEARCH_QUERY_MAX) });
export const searchHit = z.object({
  page: z.number().int(),
  snippet: z.string(),
  lessonId: z.number().int().nullable(),
});
export const searchResult = z.object({ total: z.number().int(), hits: z.array(searchHit) });
export type SearchHit = z.infer<typeof searchHit>;

/** Spec path GET vt/getStaticDataByBook: the book's static counts and entry flags for the info screens. */
export const staticData = z.object({
  bookId: z.number().int(),
  pageCount: z.number().int(),
  unitCount: z.number().int(),
  lessonCount: z.number().int(),
  resourceCounts: z.record(resourceType, z.number().int()),
  lectureNoteCount: z.number().int(),
  chapterCount: z.number().int(),
  sectionCount: z.number().int(),
});
export type StaticData = z.infer<typeof staticData>;

// ---- Resources ----------------------------------------------------------------------------------------------

export const resource = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  lessonId: z.number().int(),
  type: resourceType,
  title: z.string(),
  /** Playable/downloadable URL (or the external address for LINK). */
  url: z.string(),
  /** File name extension, e.g. mp4, mp3, png, pdf, docx, xlsx; '' for LINK. */
  format: z.string(),
  size: z.number().int(),
  /** Seconds for audio and video, else 0. */
  duration: z.number(),
  page: z.number().int().nullable(),
  /** PAPER_DIGITAL books: the public phone page the printed QR code points to (absolute path). Else null. */
  qrUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resource>;

export const resourcesQuery = z.object({ bookId: id, lessonId: id.optional() });
export const lessonResources = z.object({
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  unitTitle: z.string(),
  resources: z.array(resource),
});
export const resourceList = z.object({ bookId: z.number().int(), lessons: z.array(lessonResources) });
export type ResourceList = z.infer<typeof resourceList>;

/** A QR resource for the public phone page. Only PAPER_DIGITAL books' resources; others are not found. */
export const qrResource = z.object({ resource, bookTitle: z.string(), lessonTitle: z.string() });
export type QrResource = z.infer<typeof qrResource>;

// ---- Notes, bookmarks, progress -----------------------------------------------------------------------------

/** A rectangle normalised to the page: 0..1 of its width and height. */
export const normRect = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type NormRect = z.infer<typeof normRect>;

/** W3C Web-Annotation-like: target = page + rects + quoted text; body = comment. */
export const note = z.object({
  id: uuid,
  bookId: z.number().int(),
  page: z.number().int(),
  rects: z.array(normRect).max(L.NOTE_RECTS_MAX),
  quote: z.string().max(L.NOTE_QUOTE_MAX),
  comment: z.string().max(L.NOTE_COMMENT_MAX),
  color: z.string().max(20),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof note>;

export const noteInput = z.object({
  id: uuid,
  bookId: id,
  page,
  rects: z.array(normRect).max(L.NOTE_RECTS_MAX).default([]),
  quote: z.string().max(L.NOTE_QUOTE_MAX).default(''),
  comment: z.string().max(L.NOTE_COMMENT_MAX).default(''),
  color: z.string().max(20).default('#ffd54f'),
  /** Client time of the edit: an upsert older than the stored note is ignored (last write wins). */
  updatedAt: isoTime,
});
export type NoteInput = z.input<typeof noteInput>;
export const notesUpsert = z.object({ notes: z.array(noteInput).min(1).max(L.NOTES_PER_SYNC_MAX) });
export const notesList = z.object({ notes: z.array(note) });
export const deleteNoteInput = z.object({ noteId: uuid });
export const deleteBookmarkInput = z.object({ bookmarkId: uuid });

export const bookmark = z.object({
  id: uuid,
  bookId: z.number().int(),
  page: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;
export const bookmarkInput = z.object({
  bookmarkId: uuid,
  bookId: id,
  page,
  label: z.string().trim().max(L.BOOKMARK_LABEL_MAX).default(''),
});
export type BookmarkInput = z.input<typeof bookmarkInput>;

export const readingProgress = z.object({
  bookId: z.number().int(),
  page: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ReadingProgress = z.infer<typeof readingProgress>;
export const progressInput = z.object({ bookId: id, page, updatedAt: isoTime });

// ---- Classroom annotations (pen strokes per page per class) --------------------------------------------------

export const stroke = z.object({
  id: uuid,
  tool: z.enum(STROKE_TOOLS),
  color: z.string().max(20),
  /** Width relative to the page width (0..0.1). */
  width: z.number().min(0).max(0.1),
  /** Flat list x0,y0,x1,y1,… normalised 0..1. */
  points: z.array(z.number().min(0).max(1)).max(L.POINTS_PER_STROKE_MAX * 2),
});
export type Stroke = z.infer<typeof stroke>;
/** classId: one of the teacher's classes (getUserClassList id); 0 = no class chosen (the teacher's own board). */
const classId = z.coerce.number().int().min(0);
export const annotationsQuery = z.object({ bookId: id, classId, page: page.optional() });
export const pageStrokes = z.object({ page: z.number().int(), strokes: z.array(stroke), updatedAt: z.string() });
export const annotationsList = z.object({
  bookId: z.number().int(),
  classId: z.number().int(),
  pages: z.array(pageStrokes),
});
export type AnnotationsList = z.infer<typeof annotationsList>;
/** Replaces the page's strokes (undo is a save of the shorter list). */
export const annotationsSave = z.object({
  bookId: id,
  classId,
  page,
  strokes: z.array(stroke).max(L.STROKES_PER_PAGE_MAX),
});
/** Clears one page, or every page of the book for the class when `page` is absent. */
export const annotationsClear = z.object({ bookId: id, classId, page: page.optional() });

export const rosterQuery = z.object({ classId: id });
export const roster = z.object({
  classId: z.number().int(),
  className: z.string(),
  students: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Roster = z.infer<typeof roster>;

// ---- Lesson bag ---------------------------------------------------------------------------------------------

export const bagItem = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  lessonId: z.number().int().nullable(),
  source: z.enum(['RESOURCE', 'UPLOAD']),
  resourceId: z.number().int().nullable(),
  type: resourceType,
  title: z.string(),
  url: z.string(),
  format: z.string(),
  createdAt: z.string(),
});
export type BagItem = z.infer<typeof bagItem>;
export const bagQuery = z.object({ bookId: id, lessonId: id.optional() });
/** From a book resource (`resourceId`), or a file uploaded through the signed-upload path (`url` from UploadResult). */
export const bagAdd = z
  .object({
    bookId: id,
    lessonId: id.nullish(),
    resourceId: id.optional(),
    title: z.string().trim().min(1).max(L.BAG_TITLE_MAX).optional(),
    url: z.string().startsWith('/files/uploads/').max(500).optional(),
  })
  .refine((v) => v.resourceId !== undefined || (v.title !== undefined && v.url !== undefined), {
    message: 'resourceId, or title and url',
  });
export type BagAdd = z.input<typeof bagAdd>;
export const bagRemove = z.object({ itemId: id });

// ---- Lecture notes, audio-visual ---------------------------------------------------------------------------

export const lectureNoteSummary = z.object({
  id: z.number().int(),
  lessonId: z.number().int().nullable(),
  title: z.string(),
  sort: z.number().int(),
});
/** `html`: sanitised rich content (headings, paragraphs, lists, images, tables) authored by the publisher. */
export const lectureNote = lectureNoteSummary.extend({ html: z.string(), updatedAt: z.string() });
export type LectureNote = z.infer<typeof lectureNote>;
export type LectureNoteSummary = z.infer<typeof lectureNoteSummary>;

/** A chapter an author set by time on the section's media (issue 16), with its own sections; seconds. */
export const avSectionMark = z.object({
  title: z.string(),
  start: z.number(),
  sections: z.array(z.object({ title: z.string(), start: z.number() })),
});
export type AvSectionMark = z.infer<typeof avSectionMark>;
export const avSection = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Seconds. */
  duration: z.number(),
  videoUrl: z.string(),
  audioUrl: z.string(),
  completed: z.boolean(),
  /** The media's chapters by time (empty when the author set none): the player's chapter list and markers. */
  marks: z.array(avSectionMark).optional(),
  /**
   * The part the author kept (trimming, src-shared/api/editing.ts), seconds of the file: play from `start`, pause at
   * `end`, never seek outside. Absent or null: the whole media. `marks` already lie within it.
   */
  trim: z.object({ start: z.number(), end: z.number() }).nullable().optional(),
  /** The media has captions: the player loads GET /api/v1/digital/audioVisualCaptions.vtt (src-shared/api/editing.ts). */
  captions: z.boolean().optional(),
});
export const avChapter = z.object({ id: z.number().int(), title: z.string(), sections: z.array(avSection) });
export const avData = z.object({
  bookId: z.number().int(),
  chapters: z.array(avChapter),
  /** Last saved playback state (null when never played). */
  state: z
    .object({
      currentChapterIndex: z.number().int(),
      currentSectionId: z.number().int().nullable(),
      currentTime: z.number(),
      mode: z.enum(['audio', 'video']),
      updatedAt: z.string(),
    })
    .nullable(),
  progress: z.object({ total: z.number().int(), completed: z.number().int(), percentage: z.number().int() }),
});
export type AvData = z.infer<typeof avData>;
export type AvChapter = z.infer<typeof avChapter>;
export type AvSection = z.infer<typeof avSection>;
export const avProgressInput = z.object({
  bookId: id,
  currentChapterIndex: z.number().int().min(0).max(1000),
  currentSectionId: id.nullable(),
  currentTime: z.number().min(0).max(86400),
  mode: z.enum(['audio', 'video']),
  updatedAt: isoTime,
});
export const avCompleteInput = z.object({ bookId: id, sectionId: id, completed: z.boolean().default(true) });
export const avProgress = avData.shape.progress;

// ---- Endpoints ----------------------------------------------------------------------------------------------

const P = '/api/v1/digital';
export const DigitalApi = {
  // public (spec section 6: digital-book paths open without login)
  bookInfo: get(`${P}/vt/getBookInfo`, { request: bookQuery, response: bookInfo, ...pub }),
  catalogue: get(`${P}/vt/getBookCatalogue`, { request: bookQuery, response: catalogue, ...pub }),
  staticData: get(`${P}/vt/getStaticDataByBook`, { request: bookQuery, response: staticData, ...pub }),
  qrResource: get(`${P}/vt/getQrResource`, { request: z.object({ resourceId: id }), response: qrResource, ...pub }),
  // owners (the public part of resources — PAPER_DIGITAL QR ones — is open: vt/)
  resources: get(`${P}/vt/getBookResources`, { request: resourcesQuery, response: resourceList, ...pub }),
  content: get(`${P}/getBookContent`, { request: bookQuery, response: bookContent, areas }),
  pageTexts: get(`${P}/getBookPageTexts`, { request: bookQuery, response: pageTexts, areas }),
  search: get(`${P}/searchBook`, { request: searchQuery, response: searchResult, areas }),
  // the caller's own reading data
  notes: get(`${P}/getBookNotes`, { request: bookQuery, response: notesList, areas }),
  saveNotes: post(`${P}/saveBookNotes`, { request: notesUpsert, response: notesList, areas }),
  deleteNote: post(`${P}/deleteBookNote`, { request: deleteNoteInput, response: z.null(), areas }),
  bookmarks: get(`${P}/getBookmarks`, { request: bookQuery, response: z.array(bookmark), areas }),
  saveBookmark: post(`${P}/saveBookmark`, { request: bookmarkInput, response: bookmark, areas }),
  deleteBookmark: post(`${P}/deleteBookmark`, { request: deleteBookmarkInput, response: z.null(), areas }),
  progress: get(`${P}/getReadingProgress`, { request: bookQuery, response: readingProgress, areas }),
  saveProgress: post(`${P}/saveReadingProgress`, { request: progressInput, response: readingProgress, areas }),
  // classroom (teacher)
  annotations: get(`${P}/getClassAnnotations`, {
    request: annotationsQuery,
    response: annotationsList,
    areas: ['teacher'],
  }),
  saveAnnotations: post(`${P}/saveClassAnnotations`, {
    request: annotationsSave,
    response: pageStrokes,
    areas: ['teacher'],
  }),
  clearAnnotations: post(`${P}/clearClassAnnotations`, {
    request: annotationsClear,
    response: z.null(),
    areas: ['teacher'],
  }),
  roster: get(`${P}/getClassRoster`, { request: rosterQuery, response: roster, areas: ['teacher'] }),
  // lesson bag (teacher)
  bag: get(`${P}/getBackPack`, { request: bagQuery, response: z.array(bagItem), areas: ['teacher'] }),
  bagAdd: post(`${P}/addBackPackItem`, { request: bagAdd, response: bagItem, areas: ['teacher'] }),
  bagRemove: post(`${P}/removeBackPackItem`, { request: bagRemove, response: z.null(), areas: ['teacher'] }),
  // lecture notes, audio-visual (owners)
  lectureNotes: get(`${P}/getLectureNotes`, { request: bookQuery, response: z.array(lectureNoteSummary), areas }),
  lectureNote: get(`${P}/getLectureNote`, { request: z.object({ lectureNoteId: id }), response: lectureNote, areas }),
  audioVisual: get(`${P}/getAudioVisual`, { request: bookQuery, response: avData, areas }),
  saveAvProgress: post(`${P}/saveAudioVisualProgress`, { request: avProgressInput, response: z.null(), areas }),
  completeSection: post(`${P}/completeAudioVisualSection`, { request: avCompleteInput, response: avProgress, areas }),
} as const;

/** The WebVTT chapters track of a book's audio-visual sections (text/vtt, generated from the database). Owners. */
export const avChaptersVttPath = (bookId: number, sectionId: number) =>
  `${P}/audioVisualChapters.vtt?bookId=${bookId}&sectionId=${sectionId}`;
/** The WebVTT captions track of a section's media (issue 33; empty when it has none). Owners. */
export const avCaptionsVttPath = (bookId: number, sectionId: number) =>
  `${P}/audioVisualCaptions.vtt?bookId=${bookId}&sectionId=${sectionId}`;
/** The public phone page a PAPER_DIGITAL resource's QR code points to. */
export const qrPagePath = (resourceId: number) => `/digitalbooks/qr?resourceId=${resourceId}`;
