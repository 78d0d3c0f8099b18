import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getBookmarks = (bookId: number) =>
  offlineFallback(bookId, 'bookmarks', () => call(DigitalApi.bookmarks, { bookId }, { silent: true }));

export const bookmarksQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.bookmarks(bookId),
    queryFn: () => getBookmarks(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useBookmarks = (bookId: number) => useQuery(bookmarksQuery(bookId));
