import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActivityApi, type SubmitWorkRequest } from '@shared/api/activity';
import { HomeApi } from '@shared/api/home';
import type { ActivityPhase } from '@shared/api/home';
import { call } from '../../../platform/http';

/** Activities and competitions (issue 14): one query key root, so a change refreshes every activity screen. */
const KEY = ['activity'] as const;

export const useActivityList = (phase: ActivityPhase | undefined, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: [...KEY, 'list', phase ?? 'ALL', pageNum, pageSize],
    queryFn: () => call(HomeApi.activityList, { phase, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useActivity = (activityId: number) =>
  useQuery({
    queryKey: [...KEY, 'info', activityId],
    queryFn: () => call(ActivityApi.activityInfo, { activityId }),
  });

export const useWorks = (activityId: number, sort: 'RANK' | 'NEWEST' | 'PRAISE', pageNum: number) =>
  useQuery({
    queryKey: [...KEY, 'works', activityId, sort, pageNum],
    queryFn: () => call(ActivityApi.workList, { activityId, sort, pageNum, pageSize: 12 }),
    placeholderData: keepPreviousData,
  });

export const useSchools = (activityId: number) =>
  useQuery({
    queryKey: [...KEY, 'schools', activityId],
    queryFn: () => call(ActivityApi.schoolList, { activityId, pageNum: 1, pageSize: 20 }),
  });

export const useMyWorks = (activityId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'mine', activityId],
    queryFn: () => call(ActivityApi.userWorks, { activityId }),
    enabled,
  });

export const useWork = (workId: number) =>
  useQuery({ queryKey: [...KEY, 'work', workId], queryFn: () => call(ActivityApi.workInfo, { workId }) });

export const useRegistered = () =>
  useQuery({
    queryKey: [...KEY, 'registered'],
    queryFn: () => call(ActivityApi.registeredList, { pageNum: 1, pageSize: 50 }),
  });

function useActivityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useRegister = () =>
  useActivityMutation((req: { activityId: number; classId?: number }) => call(ActivityApi.register, req));
export const useSubmitWork = () => useActivityMutation((req: SubmitWorkRequest) => call(ActivityApi.submitWorks, req));
export const useCancelWork = () => useActivityMutation((workId: number) => call(ActivityApi.cancelWorks, { workId }));
export const usePraise = () =>
  useActivityMutation((req: { workId: number; praise: boolean }) => call(ActivityApi.praiseWorks, req));
