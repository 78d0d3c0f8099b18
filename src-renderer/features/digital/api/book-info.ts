import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getBookInfo = (bookId: number) =>
  offlineFallback(bookId, 'info', () => call(DigitalApi.bookInfo, { bookId }, { silent: true }));

export const bookInfoQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.info(bookId),
    queryFn: () => getBookInfo(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useBookInfo = (bookId: number) => useQuery(bookInfoQuery(bookId));
