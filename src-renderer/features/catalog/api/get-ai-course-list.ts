import { useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const aiCourseListQuery = (pageNum: number) => pagedQuery(HomeApi.aiCourseList, pageNum);
export const useAiCourseList = (pageNum: number) => useQuery(aiCourseListQuery(pageNum));
