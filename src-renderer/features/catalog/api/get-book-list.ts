import { useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/endpoint';
import { HomeApi } from '@shared/api/home';
import { pagedQuery } from './list-query';

/** The catalog's type filter arrives from the route as a plain string; the server validates it. */
type BookType = RequestOf<typeof HomeApi.digitalBookList>['digitalBookType'];

export const bookListQuery = (pageNum: number, digitalBookType?: string) =>
  pagedQuery(HomeApi.digitalBookList, pageNum, { digitalBookType: digitalBookType as BookType });
export const useBookList = (pageNum: number, digitalBookType?: string) =>
  useQuery(bookListQuery(pageNum, digitalBookType));
