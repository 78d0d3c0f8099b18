import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { isContentKey, isSafeKey, type ByteRange, type ObjectStorage, type StoredObject } from './types';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one directory (DATA_DIR/uploads). Writes go to a temporary name first, so a reader never sees half. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    // Defence in depth: keys are validated by the caller, and must never leave the root.
    if (!(isSafeKey(key) || isContentKey(key)) || !path.startsWith(this.root + sep))
      throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body, { mode: 0o644 });
    await rename(tmp, path);
  }

  /** Local disk is this server's own: nothing shared to check. */
  async ping(): Promise<void> {}

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modified: s.mtime } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** Reads from disk only the asked bytes; null once the file is gone (opened, then streamed). */
  read(key: string, range?: ByteRange): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key), range ?? {});
    return new Promise((done, fail) => {
      stream.once('open', () => done(stream));
      stream.once('error', (err) => (missing(err) ? done(null) : fail(err)));
    });
  }
}
