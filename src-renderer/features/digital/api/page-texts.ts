import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getPageTexts = (bookId: number) =>
  offlineFallback(bookId, 'pageTexts', () => call(DigitalApi.pageTexts, { bookId }, { silent: true }));

export const pageTextsQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.pageTexts(bookId),
    queryFn: () => getPageTexts(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const usePageTexts = (bookId: number) => useQuery(pageTextsQuery(bookId));
