import { useQuery } from '@tanstack/react-query';
import { HomePaths, type AiCourseCard } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const aiCourseListQuery = (pageNum: number) => pagedQuery<AiCourseCard>(HomePaths.aiCourseList, pageNum);
export const useAiCourseList = (pageNum: number) => useQuery(aiCourseListQuery(pageNum));
