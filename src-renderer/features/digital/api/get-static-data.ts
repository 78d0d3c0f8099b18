import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export const getStaticData = (bookId: number) => call(DigitalApi.staticData, { bookId });

export const getStaticDataQuery = (bookId: number) =>
  queryOptions({ queryKey: bookKeys.staticData(bookId), queryFn: () => getStaticData(bookId), enabled: bookId > 0 });

export const useStaticData = (bookId: number) => useQuery(getStaticDataQuery(bookId));
