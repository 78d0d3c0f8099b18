import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { readerKeys } from './reader-keys';

/** The teacher's lesson bag for a book. */
export const getBackPack = (bookId: number) => call(DigitalApi.bag, { bookId });

export const backPackQuery = (bookId: number) =>
  queryOptions({ queryKey: readerKeys.bag(bookId), queryFn: () => getBackPack(bookId), enabled: bookId > 0 });

export const useBackPack = (bookId: number) => useQuery(backPackQuery(bookId));
