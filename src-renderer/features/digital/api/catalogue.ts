import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { readerKeys } from './reader-keys';

export const getCatalogue = (bookId: number) =>
  offlineFallback(bookId, 'catalogue', () => call(DigitalApi.catalogue, { bookId }, { silent: true }));

export const catalogueQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.catalogue(bookId),
    queryFn: () => getCatalogue(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useCatalogue = (bookId: number) => useQuery(catalogueQuery(bookId));
