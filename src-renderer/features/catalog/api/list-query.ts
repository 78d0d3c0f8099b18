import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export interface PageOf<T> {
  list: T[];
  total: number;
}

export const CATALOG_PAGE_SIZE = 12;

/** The shared shape of the four list endpoints: GET ?pageNum&pageSize → {list, total}. */
export const pagedQuery = <T>(path: string, pageNum: number, extra: Record<string, string | undefined> = {}) =>
  queryOptions({
    queryKey: ['catalog', path, pageNum, extra],
    queryFn: () => http.get<PageOf<T>>(path, { pageNum, pageSize: CATALOG_PAGE_SIZE, ...extra }),
    placeholderData: keepPreviousData,
  });
