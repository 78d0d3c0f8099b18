import { useQuery } from '@tanstack/react-query';
import { HomePaths, type DigitalBookCard } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const bookListQuery = (pageNum: number, digitalBookType?: string) =>
  pagedQuery<DigitalBookCard>(HomePaths.digitalBookList, pageNum, { digitalBookType });
export const useBookList = (pageNum: number, digitalBookType?: string) =>
  useQuery(bookListQuery(pageNum, digitalBookType));
