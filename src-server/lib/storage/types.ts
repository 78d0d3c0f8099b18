/**
 * Where uploaded files live: local disk by default, an S3-compatible store with STORAGE=s3. Keys are the upload
 * keys (e.g. images/202601/<random>.png), already checked to be safe relative paths.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Throws when the store cannot be reached (readiness check). */
  ping(): Promise<void>;
}

/**
 * Upload keys: a purpose folder, a yyyymm folder and a random name with the extension of an accepted type (images,
 * the videos and PDF documents of activity works, and the audio and Office files of digital resources). Nothing else.
 */
export const SAFE_KEY =
  /^(images|avatars|videos|documents|audio|office)\/\d{6}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|gif|webp|mp4|webm|pdf|mp3|wav|docx|xlsx|pptx)$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key);
