import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { StatisticsApi, type OverviewQuery } from '@shared/api/statistics';
import { call } from '../../../platform/http';

/** 我的数据: the teacher's own figures over a range (issue 13). */
export const useTeacherOverview = (q: OverviewQuery) =>
  useQuery({
    queryKey: ['my-data', 'overview', q],
    queryFn: () => call(StatisticsApi.teacherOverview, q),
    placeholderData: keepPreviousData,
  });
