/** Query keys of the book screens (audio-visual, lecture notes, QR); book info, catalogue and resources use readerKeys. */
export const bookKeys = {
  all: ['digital-book'] as const,
  staticData: (bookId: number) => [...bookKeys.all, 'static', bookId] as const,
  qrResource: (resourceId: number) => [...bookKeys.all, 'qr', resourceId] as const,
  lectureNotes: (bookId: number) => [...bookKeys.all, 'lecture-notes', bookId] as const,
  lectureNote: (id: number) => [...bookKeys.all, 'lecture-note', id] as const,
  audioVisual: (bookId: number) => [...bookKeys.all, 'audio-visual', bookId] as const,
};
