import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { OfflineBookEntry, OfflineFileRequest, OfflineProgress } from '@shared/desktop-api';

/** The parts of node:fs/promises the service uses (a fake in tests). */
export interface OfflineFs {
  mkdir(path: string, opts: { recursive: true }): Promise<unknown>;
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  readFile(path: string): Promise<Uint8Array>;
  readdir(path: string): Promise<string[]>;
  rm(path: string, opts: { recursive: true; force: true }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
}

export interface OfflineBooksDeps {
  /** userData/offline-books */
  root: string;
  fs: OfflineFs;
  /** Electron's net.fetch in the app. */
  fetch(url: string, init: { headers: Record<string, string> }): Promise<Response>;
  /** The API host the app-relative URLs live on. */
  apiBase: string;
  emit(progress: OfflineProgress): void;
  now?: () => Date;
}

interface Manifest extends OfflineBookEntry {
  /** url → file name in the book's folder */
  files: Record<string, string>;
}

const MANIFEST = 'manifest.json';

/** An app-relative path on the API host, nothing else (no other host, no `..`), so a page cannot aim main elsewhere. */
export function safeRelativeUrl(url: unknown): string {
  if (typeof url !== 'string' || !/^\/(api|files)\//.test(url) || url.includes('..') || url.includes('\\'))
    throw new Error(`Refused offline file URL: ${String(url)}`);
  return url;
}

export function parseBookId(raw: unknown): number {
  const id = typeof raw === 'object' && raw !== null ? (raw as { bookId?: unknown }).bookId : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw new Error('Refused offline book id');
  return id;
}

const fileName = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);

/**
 * Books kept for offline reading by the desktop app: each book's files in userData/offline-books/<bookId>/ with a
 * manifest. A download goes to a `.part` folder first and replaces the old copy only when complete.
 */
export class OfflineBooksService {
  constructor(private readonly d: OfflineBooksDeps) {}

  private dir = (bookId: number) => join(this.d.root, String(bookId));

  async download(raw: unknown): Promise<OfflineBookEntry> {
    const bookId = parseBookId(raw);
    const list = (raw as { files?: unknown }).files;
    if (!Array.isArray(list) || list.length === 0) throw new Error('Refused offline download without files');
    const requested = (list as OfflineFileRequest[]).map((f) => ({ url: safeRelativeUrl(f?.url), token: f?.token }));
    const files = [...new Map(requested.map((f) => [f.url, f])).values()];
    const part = `${this.dir(bookId)}.part`;
    await this.d.fs.rm(part, { recursive: true, force: true });
    await this.d.fs.mkdir(part, { recursive: true });
    const manifest: Manifest = { bookId, size: 0, savedAt: '', urls: [], files: {} };
    let done = 0;
    for (const f of files) {
      const headers: Record<string, string> = f.token ? { authorization: `Bearer ${f.token}` } : {};
      const res = await this.d.fetch(`${this.d.apiBase.replace(/\/$/, '')}${f.url}`, { headers });
      if (!res.ok) {
        await this.d.fs.rm(part, { recursive: true, force: true });
        throw new Error(`Offline download failed: ${res.status} ${f.url}`);
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      const name = fileName(f.url);
      await this.d.fs.writeFile(join(part, name), bytes);
      manifest.files[f.url] = name;
      manifest.urls.push(f.url);
      manifest.size += bytes.byteLength;
      this.d.emit({ bookId, ratio: ++done / files.length });
    }
    manifest.savedAt = (this.d.now?.() ?? new Date()).toISOString();
    await this.d.fs.writeFile(join(part, MANIFEST), JSON.stringify(manifest));
    await this.d.fs.rm(this.dir(bookId), { recursive: true, force: true });
    await this.d.fs.rename(part, this.dir(bookId));
    return entryOf(manifest);
  }

  private async manifest(bookId: number): Promise<Manifest | undefined> {
    try {
      return JSON.parse(new TextDecoder().decode(await this.d.fs.readFile(join(this.dir(bookId), MANIFEST))));
    } catch {
      return undefined;
    }
  }

  async list(): Promise<OfflineBookEntry[]> {
    await this.d.fs.mkdir(this.d.root, { recursive: true });
    const ids = (await this.d.fs.readdir(this.d.root)).filter((n) => /^\d+$/.test(n)).map(Number);
    const found = await Promise.all(ids.map((id) => this.manifest(id)));
    return found.filter((m): m is Manifest => !!m).map(entryOf);
  }

  async remove(raw: unknown): Promise<void> {
    const bookId = parseBookId(raw);
    await this.d.fs.rm(this.dir(bookId), { recursive: true, force: true });
  }

  async read(raw: unknown): Promise<Uint8Array | null> {
    const bookId = parseBookId(raw);
    const url = safeRelativeUrl((raw as { url?: unknown }).url);
    const name = (await this.manifest(bookId))?.files[url];
    if (!name) return null;
    return this.d.fs.readFile(join(this.dir(bookId), name)).catch(() => null);
  }
}

const entryOf = (m: Manifest): OfflineBookEntry => ({
  bookId: m.bookId,
  size: m.size,
  savedAt: m.savedAt,
  urls: m.urls,
});
