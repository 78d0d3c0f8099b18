import { useQuery } from '@tanstack/react-query';
import { HomePaths, type LiveCourseCard } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const liveCourseListQuery = (pageNum: number) => pagedQuery<LiveCourseCard>(HomePaths.liveCourseList, pageNum);
export const useLiveCourseList = (pageNum: number) => useQuery(liveCourseListQuery(pageNum));
