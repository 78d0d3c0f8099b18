import { paths } from './paths';

/** Where the book screens live, and how a book id travels (query `bookId`; `id` is read too, for old links). */
export const bookPaths = {
  detail: (bookId: number) => `${paths.digitalbookDetail}?bookId=${bookId}`,
  read: (bookId: number, page?: number) =>
    `${paths.digitalbooksRoot}/read?bookId=${bookId}${page ? `&page=${page}` : ''}`,
  attendClass: (bookId: number) => `${paths.digitalbooksRoot}/attendClass?bookId=${bookId}`,
  resource: (bookId: number) => `${paths.digitalbooksRoot}/resource?bookId=${bookId}`,
  audioVisual: (bookId: number) => `${paths.digitalbooksRoot}/audioVisualRead?bookId=${bookId}`,
  lectureNotes: (bookId: number) => `${paths.digitalbooksRoot}/lectureNotes?bookId=${bookId}`,
  lectureNotesRead: (bookId: number, id: number) => `${paths.lectureNotesRead}?bookId=${bookId}&id=${id}`,
  info: (bookId: number) => `${paths.educationalDiginfo}?bookId=${bookId}`,
  qr: '/digitalbooks/qr',
};

/** A positive integer from the query string, or 0. */
export function idParam(params: URLSearchParams, ...names: string[]): number {
  for (const n of names) {
    const v = Number(params.get(n));
    if (Number.isInteger(v) && v > 0) return v;
  }
  return 0;
}
