import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PlannedLesson } from '@shared/api/aicourse';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';

/**
 * Lessons made ready on this PC ahead of time (issue 29, 明日备课): what the classroom reads (the class course, the
 * course's units, the unit's sections) kept in IndexedDB, and the lesson's media (the sections' videos, the unit's
 * learning sheet) in Cache Storage, so the classroom opens the lesson with the network cut. Media are kept under
 * their path without the query: the server signs its file URLs for a day, and the lesson is taught tomorrow.
 */
export const LESSON_CACHE = 'classpro-lessons';

export type StagedState = 'preparing' | 'ready' | 'failed';

export interface StagedLesson {
  /** `${studentCourseId}:${unitId}` */
  key: string;
  /** The last day it is planned for (YYYY-MM-DD, Beijing): it is cleared from the PC after that day. */
  date: string;
  /** The lesson as the weekly plan gave it (listed from here when the plan cannot be read offline). */
  lesson: PlannedLesson;
  studentCourseId: number;
  aicourseId: number;
  unitId: number;
  state: StagedState;
  /** 0..1 while preparing. */
  progress: number;
  /** Bytes of the media kept. */
  size: number;
  savedAt: string;
  mediaPaths: string[];
  /** Answers of the calls the classroom makes, keyed by `answerKey`. */
  answers: Record<string, unknown>;
}

interface Schema extends DBSchema {
  lessons: { key: string; value: StagedLesson };
}

let db: Promise<IDBPDatabase<Schema>> | undefined;
const lessonDb = () =>
  (db ??= openDB<Schema>('classpro-lessons', 1, {
    upgrade: (d) => void d.createObjectStore('lessons', { keyPath: 'key' }),
  }));

export const lessonKey = (studentCourseId: number, unitId: number) => `${studentCourseId}:${unitId}`;
export const answerKey = (endpoint: Endpoint, input: unknown) => `${endpoint.path}?${JSON.stringify(input ?? {})}`;
/** The key a media file is kept under: its path, without the signature's query. */
export const mediaKey = (url: string) => new URL(url, location.href).pathname;

const listeners = new Set<() => void>();
export const onStagedChange = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export async function listStaged(): Promise<StagedLesson[]> {
  if (typeof indexedDB === 'undefined') return [];
  return (await lessonDb()).getAll('lessons');
}

export async function putStaged(lesson: StagedLesson) {
  await (await lessonDb()).put('lessons', lesson);
  listeners.forEach((l) => l());
}

export async function removeStaged(key: string) {
  const d = await lessonDb();
  const lesson = await d.get('lessons', key);
  await d.delete('lessons', key);
  // A file another ready lesson still needs (two classes, one unit) stays.
  const kept = new Set((await d.getAll('lessons')).flatMap((l) => l.mediaPaths));
  const cache = await caches.open(LESSON_CACHE);
  await Promise.all((lesson?.mediaPaths ?? []).filter((p) => !kept.has(p)).map((p) => cache.delete(p)));
  listeners.forEach((l) => l());
}

/**
 * Frees what lessons of past days keep (their day is over: a lesson staged for Monday is taught on Monday): their
 * records and the media no other lesson needs. `today` is the Beijing date, YYYY-MM-DD.
 */
export async function pruneStaged(today: string) {
  for (const l of await listStaged()) if (l.date < today) await removeStaged(l.key);
}

/** The answer a ready lesson keeps for this call, if any. */
export async function stagedAnswer<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
): Promise<ResponseOf<E> | undefined> {
  const key = answerKey(endpoint, input);
  const lesson = (await listStaged()).find((l) => l.state === 'ready' && key in l.answers);
  return lesson?.answers[key] as ResponseOf<E> | undefined;
}

/** A media file of a ready lesson, if this PC keeps it. */
export async function stagedMedia(url: string): Promise<Blob | undefined> {
  if (!url || typeof caches === 'undefined') return undefined;
  const res = await (await caches.open(LESSON_CACHE)).match(mediaKey(url));
  return res ? res.blob() : undefined;
}
