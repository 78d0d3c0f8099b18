import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ResearchApi, type PlanListQuery, type ShareRequest } from '@shared/api/research';
import { call } from '../../../platform/http';

/** Subject research (issue 13): one key root, so sharing, commenting or deleting refreshes every research screen. */
const KEY = ['research'] as const;

/** The subjects change with a release, not during a visit. */
export const useSubjects = () =>
  useQuery({
    queryKey: [...KEY, 'subjects'],
    queryFn: () => call(ResearchApi.subjectConfig),
    staleTime: 60 * 60_000,
  });

export const useGroups = (subject: string) =>
  useQuery({
    queryKey: [...KEY, 'groups', subject],
    queryFn: () => call(ResearchApi.groupList, subject ? { subject } : {}),
    placeholderData: keepPreviousData,
  });

export const useGroup = (researchGroupId: number) =>
  useQuery({
    queryKey: [...KEY, 'group', researchGroupId],
    queryFn: () => call(ResearchApi.groupInfo, { researchGroupId }),
    enabled: researchGroupId > 0,
  });

export const usePlans = (q: PlanListQuery & { researchGroupId: number }) =>
  useQuery({
    queryKey: [...KEY, 'plans', q],
    queryFn: () => call(ResearchApi.planList, q),
    enabled: q.researchGroupId > 0,
    placeholderData: keepPreviousData,
  });

function useResearchMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  // Not awaited: the refetch may unmount the caller (a deleted plan's view), whose own onSuccess must still run.
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }) });
}

export const useSharePlan = () => useResearchMutation((req: ShareRequest) => call(ResearchApi.sharePlan, req));
export const useComment = () =>
  useResearchMutation((req: { planId: number; content: string }) => call(ResearchApi.comment, req));
export const useDeletePlan = () => useResearchMutation((planId: number) => call(ResearchApi.deletePlan, { planId }));
export const useDeleteComment = () =>
  useResearchMutation((commentId: number) => call(ResearchApi.deleteComment, { commentId }));
