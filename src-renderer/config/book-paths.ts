import { paths, READER_PREFIX } from './paths';

/** Where the book screens live, and how a book id travels (query `bookId`; `id` is read too, for old links). */
export const bookPaths = {
  detail: (bookId: number) => `${paths.digitalbookDetail}?bookId=${bookId}`,
  read: (bookId: number, page?: number) =>
    `${paths.digitalbooksRoot}/read?bookId=${bookId}${page ? `&page=${page}` : ''}`,
  attendClass: (bookId: number) => `${paths.digitalbooksRoot}/attendClass?bookId=${bookId}`,
  backPack: (bookId: number) => `${paths.digitalbooksRoot}/backPack?bookId=${bookId}`,
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

const R = READER_PREFIX;
/** The mobile textbook reader area's screens (`/{brand}Book/...`), with their query parameters. */
export const readerPaths = {
  home: `${R}/home`,
  help: `${R}/help`,
  myInfo: `${R}/myInfoList`,
  myClasses: `${R}/myClasslist`,
  bookInfo: (bookId: number) => `${R}/bookInfo?bookId=${bookId}`,
  read: (bookId: number, page?: number) => `${R}/bookRead?bookId=${bookId}${page ? `&page=${page}` : ''}`,
  note: (bookId?: number) => `${R}/note${bookId ? `?bookId=${bookId}` : ''}`,
  progress: `${R}/progress`,
  audioVisual: (bookId: number) => `${R}/audioVisual?bookId=${bookId}`,
  tasks: (tab?: 'TODO' | 'DONE' | 'ERRORS') => `${R}/task${tab ? `?tab=${tab}` : ''}`,
  taskDetail: (taskId: number) => `${R}/taskDetail?taskId=${taskId}`,
  test: (bookId: number, lessonId?: number) => `${R}/test?bookId=${bookId}${lessonId ? `&lessonId=${lessonId}` : ''}`,
  caseList: (bookId: number, lessonId?: number) =>
    `${R}/caseList?bookId=${bookId}${lessonId ? `&lessonId=${lessonId}` : ''}`,
  officeView: (resourceId: number) => `${R}/officeView?resourceId=${resourceId}`,
  group: (classId: number) => `${R}/group?classId=${classId}`,
};
