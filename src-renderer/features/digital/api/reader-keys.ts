/** Query keys of the reader, classroom and lesson-bag screens (all under 'digital' so a sign-out clears them). */
export const readerKeys = {
  info: (bookId: number) => ['digital', 'info', bookId] as const,
  catalogue: (bookId: number) => ['digital', 'catalogue', bookId] as const,
  content: (bookId: number) => ['digital', 'content', bookId] as const,
  pageTexts: (bookId: number) => ['digital', 'pageTexts', bookId] as const,
  notes: (bookId: number) => ['digital', 'notes', bookId] as const,
  bookmarks: (bookId: number) => ['digital', 'bookmarks', bookId] as const,
  progress: (bookId: number) => ['digital', 'progress', bookId] as const,
  resources: (bookId: number) => ['digital', 'resources', bookId] as const,
  annotations: (bookId: number, classId: number) => ['digital', 'annotations', bookId, classId] as const,
  roster: (classId: number) => ['digital', 'roster', classId] as const,
  bag: (bookId: number) => ['digital', 'bag', bookId] as const,
};
