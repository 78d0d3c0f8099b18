import type { Readable } from 'node:stream';

/** An inclusive byte range of an object, as HTTP's Range counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store tells of an object without reading it. */
export interface StoredObject {
  size: number;
  modified: Date;
}

/**
 * Where uploaded files (and, with STORAGE=s3, generated content) live: local disk by default, an S3-compatible
 * store with STORAGE=s3. Keys are upload keys (e.g. images/202601/<random>.png) or content keys
 * (content/digital/books/book-1.pdf), already checked to be safe relative paths.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. Loads the whole object: small files only. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size and time, or null when there is no such object. */
  head(key: string): Promise<StoredObject | null>;
  /**
   * A stream of the object's bytes (only `range`'s when given: the store is asked for those bytes alone), or null
   * when there is no such object. The caller consumes or destroys it.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Throws when the store cannot be reached (readiness check). */
  ping(): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Upload keys: a purpose folder, a yyyymm folder and a random name with the extension of an accepted type (images,
 * the videos and PDF documents of activity works, and the audio and Office files of digital resources). Nothing else.
 */
export const SAFE_KEY =
  /^(images|avatars|videos|documents|audio|office)\/\d{6}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|gif|webp|mp4|webm|pdf|mp3|wav|docx|xlsx|pptx)$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/**
 * Generated content's keys (STORAGE=s3): content/<folder>/<path>, where the folder is one of the generated sets and
 * every path segment is a plain name (letters, digits, `.`, `_`, `-`, never `.` or `..` alone). Uploads never
 * reach these keys: their route checks isSafeKey only.
 */
const CONTENT_KEY = /^content\/(digital|live|aicourse|boutique|resources)(\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){1,6}$/;
export const isContentKey = (key: string) => CONTENT_KEY.test(key) && !key.split('/').some((s) => /^\.+$/.test(s));
