import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { BookInfo } from '@shared/api/digital';
import { idParam } from '../../../../config/book-paths';
import { ApiError } from '../../../../platform/http';
import { useBookContent } from '../../api/book-content';
import { useBookInfo } from '../../api/book-info';
import { useReadingProgress } from '../../api/reading-progress';
import { L } from '../../labels';
import { usePdfDocument, type LoadedPdf } from '../../pdf/use-pdf-document';

/**
 * What a reader screen (desktop `/digitalbooks/read`, phone `bookRead`) needs before it can draw: the book
 * (`?bookId=`, or `?id=` of old links), its PDF, and the page to open — `?page=`, else where the reader left off. The page read is written
 * back to the URL. `failure` is the message to show when any of it cannot be had.
 */
export function useReaderBook() {
  const [params, setParams] = useSearchParams();
  // `?id=` too, as the other book screens read it (old links); 0 when the address names no book.
  const bookId = idParam(params, 'bookId', 'id');
  const askedPage = Number(params.get('page')) || 0;
  const info = useBookInfo(bookId);
  const content = useBookContent(bookId);
  const progress = useReadingProgress(bookId);
  const { pdf, error } = usePdfDocument(bookId, content.data);
  const onPageChange = useCallback(
    (page: number) => setParams((p) => (p.set('page', String(page)), p), { replace: true }),
    [setParams],
  );
  const err = info.error ?? content.error ?? error;
  const failure = err ? (err instanceof ApiError && err.code !== 0 ? err.message : L.loadFailed) : null;
  const resumeKnown = askedPage > 0 || progress.isSuccess || progress.isError;
  const ready: { info: BookInfo; pdf: LoadedPdf; initialPage: number } | null =
    info.data && pdf && resumeKnown
      ? { info: info.data, pdf, initialPage: askedPage || progress.data?.page || 1 }
      : null;
  return { bookId, failure, ready, onPageChange };
}
