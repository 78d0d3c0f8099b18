import { useQuery } from '@tanstack/react-query';
import { HomePaths, type ActivityCard } from '@shared/api/home';
import { pagedQuery } from './list-query';

export const activityListQuery = (pageNum: number) => pagedQuery<ActivityCard>(HomePaths.activityList, pageNum);
export const useActivityList = (pageNum: number) => useQuery(activityListQuery(pageNum));
