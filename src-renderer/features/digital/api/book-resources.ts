import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The book's resources by lesson (to gather into the lesson bag). */
export const getBookResources = (bookId: number) => call(DigitalApi.resources, { bookId });

export const bookResourcesQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.resources(bookId),
    queryFn: () => getBookResources(bookId),
    enabled: bookId > 0,
  });

export const useBookResources = (bookId: number) => useQuery(bookResourcesQuery(bookId));
