import { useEffect, useState } from 'react';
import type { BookContent } from '@shared/api/digital';
import { tokens } from '../../../platform/storage';
import { OFFLINE_CHANGED } from '../offline/download-book';
import { offlinePdf } from '../offline/offline-store';
import { openPdf, warmUp, type PDFDocumentProxy } from './pdf-engine';

warmUp();
import { PageCache } from './page-cache';

export interface LoadedPdf {
  doc: PDFDocumentProxy;
  cache: PageCache;
  /** The offline copy is in use (no network needed). */
  local: boolean;
}

/**
 * Opens the book's PDF: the downloaded copy when there is one of this version, else the server's file by range
 * requests. Closes it (and frees the page canvases) when the book changes or the screen goes away.
 */
export function usePdfDocument(bookId: number, content: BookContent | undefined) {
  const [state, setState] = useState<{ pdf?: LoadedPdf; error?: unknown }>({});
  const [generation, setGeneration] = useState(0);
  // Once the book is downloaded, reopen it from the local copy: every page then reads without the network.
  useEffect(() => {
    const onChange = (e: Event) => (e as CustomEvent<number>).detail === bookId && setGeneration((g) => g + 1);
    window.addEventListener(OFFLINE_CHANGED, onChange);
    return () => window.removeEventListener(OFFLINE_CHANGED, onChange);
  }, [bookId]);
  useEffect(() => {
    if (!content) return;
    let alive = true;
    let destroy: (() => Promise<void>) | undefined;
    let cache: PageCache | undefined;
    void (async () => {
      const blob = await offlinePdf(bookId).catch(() => undefined);
      const local = Boolean(blob);
      const token = tokens.get('teacher') ?? tokens.get('parent');
      const task = blob
        ? openPdf({ data: new Uint8Array(await blob.arrayBuffer()) })
        : openPdf({ url: content.pdfUrl, headers: token ? { authorization: `Bearer ${token}` } : undefined });
      destroy = task.destroy;
      try {
        const doc = await task.promise;
        if (!alive) return;
        cache = new PageCache(doc);
        setState({ pdf: { doc, cache, local } });
      } catch (error) {
        if (alive) setState({ error });
      }
    })();
    return () => {
      alive = false;
      cache?.clear();
      void destroy?.();
      setState({});
    };
  }, [bookId, content, generation]);
  return state;
}
