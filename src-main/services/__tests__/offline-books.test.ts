import { describe, expect, it } from 'vitest';
import type { OfflineProgress } from '@shared/desktop-api';
import { OfflineBooksService, type OfflineFs } from '../offline-books';

/** An in-memory file system: paths to bytes; a folder exists when a path lies under it. */
class FakeFs implements OfflineFs {
  files = new Map<string, Uint8Array>();
  async mkdir() {}
  async writeFile(path: string, data: Uint8Array | string) {
    this.files.set(path, typeof data === 'string' ? new TextEncoder().encode(data) : data);
  }
  async readFile(path: string) {
    const f = this.files.get(path);
    if (!f) throw new Error(`ENOENT ${path}`);
    return f;
  }
  async readdir(path: string) {
    const names = [...this.files.keys()].filter((p) => p.startsWith(`${path}/`)).map((p) => p.slice(path.length + 1));
    return [...new Set(names.map((n) => n.split('/')[0]!))];
  }
  async rm(path: string) {
    for (const p of [...this.files.keys()]) if (p === path || p.startsWith(`${path}/`)) this.files.delete(p);
  }
  async rename(from: string, to: string) {
    for (const [p, v] of [...this.files]) {
      if (!p.startsWith(`${from}/`)) continue;
      this.files.delete(p);
      this.files.set(to + p.slice(from.length), v);
    }
  }
}

function setup(status: Record<string, number> = {}) {
  const fs = new FakeFs();
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const progress: OfflineProgress[] = [];
  const service = new OfflineBooksService({
    root: '/user/offline-books',
    fs,
    apiBase: 'https://api.example.cn/',
    fetch: async (url, init) => {
      fetched.push({ url, headers: init.headers });
      const path = new URL(url).pathname;
      return new Response(`bytes of ${path}`, { status: status[path] ?? 200 });
    },
    emit: (p) => progress.push(p),
    now: () => new Date('2026-11-23T08:00:00Z'),
  });
  return { fs, fetched, progress, service };
}

const files = [
  { url: '/api/v1/digital/pdf/7', token: 'T' },
  { url: '/files/media/a.mp4' },
  { url: '/files/media/a.mp4' },
];

describe('offline books in the main process', () => {
  it('downloads the PDF (signed in) and each resource once, reports progress and the space used', async () => {
    const { service, fetched, progress } = setup();
    const entry = await service.download({ bookId: 7, files });
    expect(fetched.map((f) => f.url)).toEqual([
      'https://api.example.cn/api/v1/digital/pdf/7',
      'https://api.example.cn/files/media/a.mp4',
    ]);
    expect(fetched[0]!.headers).toEqual({ authorization: 'Bearer T' });
    expect(fetched[1]!.headers).toEqual({});
    const size = 'bytes of /api/v1/digital/pdf/7'.length + 'bytes of /files/media/a.mp4'.length;
    expect(entry).toEqual({
      bookId: 7,
      size,
      savedAt: '2026-11-23T08:00:00.000Z',
      urls: ['/api/v1/digital/pdf/7', '/files/media/a.mp4'],
    });
    expect(progress.at(-1)).toEqual({ bookId: 7, ratio: 1 });
    expect(await service.list()).toEqual([entry]);
  });

  it('serves the downloaded files offline and removes the book', async () => {
    const { service } = setup();
    await service.download({ bookId: 7, files });
    const bytes = await service.read({ bookId: 7, url: '/files/media/a.mp4' });
    expect(new TextDecoder().decode(bytes!)).toBe('bytes of /files/media/a.mp4');
    expect(await service.read({ bookId: 7, url: '/files/media/other.mp4' })).toBeNull();
    await service.remove({ bookId: 7 });
    expect(await service.list()).toEqual([]);
    expect(await service.read({ bookId: 7, url: '/files/media/a.mp4' })).toBeNull();
  });

  it('keeps the old copy when a new download fails', async () => {
    const { service, fs } = setup();
    const old = await service.download({ bookId: 7, files });
    const failing = setup({ '/files/media/a.mp4': 500 });
    failing.fs.files = fs.files;
    await expect(failing.service.download({ bookId: 7, files })).rejects.toThrow(/500/);
    expect(await service.list()).toEqual([old]);
  });

  it('refuses other hosts, parent paths and bad book ids', async () => {
    const { service, fetched } = setup();
    await expect(service.download({ bookId: 7, files: [{ url: 'https://evil.example/x' }] })).rejects.toThrow();
    await expect(service.download({ bookId: 7, files: [{ url: '/files/../../etc/passwd' }] })).rejects.toThrow();
    await expect(service.download({ bookId: -1, files })).rejects.toThrow();
    await expect(service.read({ bookId: 7, url: '//evil.example/x' })).rejects.toThrow();
    await expect(service.remove('7')).rejects.toThrow();
    expect(fetched).toEqual([]);
  });
});
