import type { Database, Db } from '../db/client';
import { deleteUpload, markReferenced, referencedKeys, uploadsToCheck } from '../db/repositories/uploads';
import type { ObjectStorage } from '../lib/storage';

/**
 * Uploads that no record references are deleted after a grace period (issue 28.7). An upload is stored before the
 * record that names it (a work, a homework answer, a lesson plan) is saved, and a draft may wait: the grace period
 * leaves a week for that. Uploads found referenced are checked again after a month, so a file whose record was
 * deleted goes too.
 */
export const UPLOAD_GC = {
  /** The advisory lock under which one server at a time collects. */
  lock: 724_520,
  graceMs: 7 * 24 * 3600_000,
  recheckMs: 30 * 24 * 3600_000,
  /** Uploads looked at per run; a run repeats every `everyMs` until none is left. */
  batch: 500,
  everyMs: 60 * 60_000,
} as const;

export interface UploadGcResult {
  checked: number;
  deleted: number;
}

/** One collection: deletes the unreferenced uploads among the next batch, and notes the referenced ones. */
export async function collectUnreferencedUploads(
  db: Db,
  storage: ObjectStorage,
  now = new Date(),
  batch: number = UPLOAD_GC.batch,
): Promise<UploadGcResult> {
  const rows = await uploadsToCheck(db, {
    storedBefore: new Date(now.getTime() - UPLOAD_GC.graceMs),
    checkedBefore: new Date(now.getTime() - UPLOAD_GC.recheckMs),
    limit: batch,
  });
  const referenced = await referencedKeys(
    db,
    rows.map((r) => r.key),
  );
  let deleted = 0;
  for (const row of rows) {
    if (referenced.has(row.key)) continue;
    // The object first: a row without an object serves 404 like no row; an object without a row would be kept forever.
    await storage.delete(row.key);
    await deleteUpload(db, row.id);
    deleted++;
  }
  await markReferenced(
    db,
    rows.filter((r) => referenced.has(r.key)).map((r) => r.id),
    now,
  );
  return { checked: rows.length, deleted };
}

/** One collection by one server at a time: a server finding another at it skips (`ran` false). */
export function collectUploadsOnce(database: Database, storage: ObjectStorage, now?: Date) {
  return database.exclusive(UPLOAD_GC.lock, () => collectUnreferencedUploads(database.db, storage, now), {
    wait: false,
  });
}
