import { useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const liveCourseListQuery = (pageNum: number) => pagedQuery(HomeApi.liveCourseList, pageNum);
export const useLiveCourseList = (pageNum: number) => useQuery(liveCourseListQuery(pageNum));
