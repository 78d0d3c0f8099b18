import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getReadingProgress = (bookId: number) =>
  offlineFallback(bookId, 'progress', () => call(DigitalApi.progress, { bookId }, { silent: true }));

export const progressQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.progress(bookId),
    queryFn: () => getReadingProgress(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useReadingProgress = (bookId: number) => useQuery(progressQuery(bookId));
