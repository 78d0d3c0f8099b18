import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isSafeKey, type ObjectStorage } from './types';

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
    if (!isSafeKey(key) || !path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
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
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
