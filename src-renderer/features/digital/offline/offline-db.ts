import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  BookContent,
  BookInfo,
  Bookmark,
  Catalogue,
  Note,
  NoteInput,
  PageTexts,
  ReadingProgress,
} from '@shared/api/digital';

/** What a downloaded book keeps besides its PDF: everything the reader shows, as of the download. */
export interface OfflineSnapshot {
  info: BookInfo;
  catalogue: Catalogue;
  content: BookContent;
  pageTexts: PageTexts;
  notes: { notes: Note[] };
  bookmarks: Bookmark[];
  progress: ReadingProgress;
}

export interface OfflineBook {
  bookId: number;
  title: string;
  /** Bytes of the PDF plus its resources. */
  size: number;
  version: string;
  savedAt: string;
  resourceUrls: string[];
  /** The desktop app keeps the PDF and resources on disk (main process), not in IndexedDB / Cache Storage. */
  onDisk?: boolean;
  data: OfflineSnapshot;
}

/** A change made in the reader, waiting for the server (sent in order; ids make a resend harmless). */
export type OutboxItem =
  /** `created`: the note is new (never on the server), so deleting it before it is sent sends nothing. */
  | { seq?: number; kind: 'note'; bookId: number; note: NoteInput; created?: boolean }
  | { seq?: number; kind: 'deleteNote'; bookId: number; id: string }
  | { seq?: number; kind: 'progress'; bookId: number; page: number; updatedAt: string };

interface Schema extends DBSchema {
  books: { key: number; value: OfflineBook };
  files: { key: number; value: Blob };
  outbox: { key: number; value: OutboxItem; indexes: { byBook: number } };
}

let db: Promise<IDBPDatabase<Schema>> | undefined;

export function offlineDb() {
  db ??= openDB<Schema>('classpro-digital', 1, {
    upgrade(d) {
      d.createObjectStore('books', { keyPath: 'bookId' });
      d.createObjectStore('files');
      d.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('byBook', 'bookId');
    },
  });
  return db;
}
