import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getBookContent = (bookId: number) =>
  offlineFallback(bookId, 'content', () => call(DigitalApi.content, { bookId }, { silent: true }));

export const contentQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.content(bookId),
    queryFn: () => getBookContent(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useBookContent = (bookId: number) => useQuery(contentQuery(bookId));
