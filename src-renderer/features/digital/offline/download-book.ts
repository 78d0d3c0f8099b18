import { DigitalApi } from '@shared/api/digital';
import { desktopOffline, type DesktopOffline } from '../../../platform/desktop';
import { call } from '../../../platform/http';
import { tokens } from '../../../platform/storage';
import { offlineDb, type OfflineBook } from './offline-db';

const RESOURCE_CACHE = 'classpro-digital-resources';
/** Fired on window (detail: bookId) when a book's offline copy appears, so an open reader switches to it. */
export const OFFLINE_CHANGED = 'classpro:offline-book';

async function fetchBytes(url: string, onBytes: (n: number) => void, headers?: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${res.status} ${url}`);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes(value.byteLength);
  }
  return { blob: new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' }), type: res.headers };
}

/**
 * Downloads a book for reading without the network: the PDF and what the reader shows (catalogue, page texts for
 * search, notes, bookmarks, progress) into IndexedDB, and the book's resource files into Cache Storage.
 * `onProgress` gets 0..1 by bytes.
 */
export async function downloadBook(bookId: number, onProgress: (ratio: number) => void): Promise<OfflineBook> {
  const [info, catalogue, content, pageTexts, notes, bookmarks, progress, resources] = await Promise.all([
    call(DigitalApi.bookInfo, { bookId }),
    call(DigitalApi.catalogue, { bookId }),
    call(DigitalApi.content, { bookId }),
    call(DigitalApi.pageTexts, { bookId }),
    call(DigitalApi.notes, { bookId }),
    call(DigitalApi.bookmarks, { bookId }),
    call(DigitalApi.progress, { bookId }),
    call(DigitalApi.resources, { bookId }),
  ]);
  // Lessons share media files: each distinct file is fetched once.
  const files = [
    ...new Map(
      resources.lessons
        .flatMap((l) => l.resources)
        .filter((r) => r.type !== 'LINK' && r.url.startsWith('/'))
        .map((r) => [r.url, r]),
    ).values(),
  ];
  const token = tokens.get('teacher');
  const book: OfflineBook = {
    bookId,
    title: info.title,
    size: 0,
    version: content.version,
    savedAt: new Date().toISOString(),
    resourceUrls: files.map((r) => r.url),
    data: { info, catalogue, content, pageTexts, notes, bookmarks, progress },
  };
  const bridge = desktopOffline();
  const d = await offlineDb();
  if (bridge) {
    // The desktop app: main downloads the files to disk; IndexedDB keeps only what the reader shows.
    const off = bridge.onOfflineProgress((p) => {
      if (p.bookId === bookId) onProgress(p.ratio);
    });
    try {
      const pdf = { url: content.pdfUrl, ...(token ? { token } : {}) };
      const entry = await bridge.downloadOfflineBook({ bookId, files: [pdf, ...files.map((r) => ({ url: r.url }))] });
      await d.put('books', { ...book, size: entry.size, savedAt: entry.savedAt, onDisk: true });
    } finally {
      off();
    }
  } else {
    const total = content.size + files.reduce((s, r) => s + r.size, 0) || 1;
    let got = 0;
    const tick = (n: number) => onProgress(Math.min(1, (got += n) / total));
    const { blob } = await fetchBytes(content.pdfUrl, tick, token ? { authorization: `Bearer ${token}` } : undefined);
    const cache = await caches.open(RESOURCE_CACHE);
    book.size = blob.size;
    for (const r of files) {
      const got = await fetchBytes(r.url, tick);
      book.size += got.blob.size;
      await cache.put(
        r.url,
        new Response(got.blob, { headers: { 'content-type': got.type.get('content-type') ?? '' } }),
      );
    }
    const tx = d.transaction(['books', 'files'], 'readwrite');
    await Promise.all([tx.objectStore('files').put(blob, bookId), tx.objectStore('books').put(book), tx.done]);
  }
  onProgress(1);
  window.dispatchEvent(new CustomEvent(OFFLINE_CHANGED, { detail: bookId }));
  return book;
}

/** Removes a downloaded book and its resource files (notes still waiting to sync stay in the outbox). */
export async function removeOfflineBook(bookId: number) {
  const d = await offlineDb();
  const book = await d.get('books', bookId);
  const bridge = desktopOffline();
  if (book?.onDisk && bridge) await bridge.removeOfflineBook(bookId);
  else {
    const cache = await caches.open(RESOURCE_CACHE);
    await Promise.all((book?.resourceUrls ?? []).map((u) => cache.delete(u)));
  }
  const tx = d.transaction(['books', 'files'], 'readwrite');
  await Promise.all([tx.objectStore('files').delete(bookId), tx.objectStore('books').delete(bookId), tx.done]);
}

/** A file of a book the desktop app keeps on disk, read back through the bridge. */
export async function diskFile(bridge: DesktopOffline, bookId: number, url: string, type = '') {
  const bytes = await bridge.readOfflineFile({ bookId, url });
  return bytes ? new Blob([bytes as BlobPart], { type }) : undefined;
}

/** A resource file from the offline copy, when there is one (on disk in the desktop app, else Cache Storage). */
export async function offlineResource(url: string) {
  const bridge = desktopOffline();
  if (bridge) {
    const book = (await (await offlineDb()).getAll('books')).find((b) => b.onDisk && b.resourceUrls.includes(url));
    const blob = book && (await diskFile(bridge, book.bookId, url));
    if (blob) return new Response(blob);
  }
  return (await caches.open(RESOURCE_CACHE)).match(url);
}
