import { useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const activityListQuery = (pageNum: number) => pagedQuery(HomeApi.activityList, pageNum);
export const useActivityList = (pageNum: number) => useQuery(activityListQuery(pageNum));
