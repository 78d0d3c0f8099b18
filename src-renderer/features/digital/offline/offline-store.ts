import { desktopOffline } from '../../../platform/desktop';
import { ApiError } from '../../../platform/http';
import { offlineDb, type OfflineSnapshot } from './offline-db';

/** True when the failure means "no network" (a transport error), not a refusal by the server. */
export const isNetworkError = (err: unknown) => (err instanceof ApiError && err.code === 0) || err instanceof TypeError;

/**
 * Reads from the server; when the network is gone and the book was downloaded, answers from the offline copy.
 * A refusal by the server (not owned, not found) is never hidden behind the copy.
 */
export async function offlineFallback<K extends keyof OfflineSnapshot>(
  bookId: number,
  key: K,
  fetcher: () => Promise<OfflineSnapshot[K]>,
): Promise<OfflineSnapshot[K]> {
  try {
    return await fetcher();
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    const book = await offlineBook(bookId);
    if (!book) throw err;
    return book.data[key];
  }
}

export async function offlineBook(bookId: number) {
  if (typeof indexedDB === 'undefined') return undefined;
  return (await offlineDb()).get('books', bookId);
}

/** The downloaded PDF: from IndexedDB, or in the desktop app from disk through the bridge. */
export async function offlinePdf(bookId: number): Promise<Blob | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  const d = await offlineDb();
  const book = await d.get('books', bookId);
  const bridge = desktopOffline();
  if (book?.onDisk) {
    if (!bridge) return undefined;
    const bytes = await bridge.readOfflineFile({ bookId, url: book.data.content.pdfUrl });
    return bytes ? new Blob([bytes as BlobPart], { type: 'application/pdf' }) : undefined;
  }
  return d.get('files', bookId);
}

export async function listOfflineBooks() {
  return (await offlineDb()).getAll('books');
}
