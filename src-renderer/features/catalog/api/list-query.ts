import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/endpoint';
import type { HomeApi } from '@shared/api/home';
import { call } from '../../../platform/http';

/** What the catalog page reads of a list answer. */
export interface PageOf<T> {
  list: T[];
  total: number;
}

export const CATALOG_PAGE_SIZE = 12;

type PagedEndpoint =
  | typeof HomeApi.activityList
  | typeof HomeApi.aiCourseList
  | typeof HomeApi.liveCourseList
  | typeof HomeApi.digitalBookList;

/** The shared shape of the four list endpoints: GET ?pageNum&pageSize → {list, total}. */
export const pagedQuery = <E extends PagedEndpoint>(endpoint: E, pageNum: number, extra: Partial<RequestOf<E>> = {}) =>
  queryOptions({
    queryKey: ['catalog', endpoint.path, pageNum, extra],
    queryFn: () => call(endpoint, { pageNum, pageSize: CATALOG_PAGE_SIZE, ...extra } as RequestOf<E>),
    placeholderData: keepPreviousData,
  });
