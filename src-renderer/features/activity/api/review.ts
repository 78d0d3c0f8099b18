import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActivityApi, type MarkRequest } from '@shared/api/activity';
import { call } from '../../../platform/http';

/**
 * Expert review (issue 14): the works of one activity with this expert's own marks, and marking one. An invitation
 * link carries its token in the route; it travels in the `experttoken` header (an expert account sends its token).
 */
const headers = (expertToken?: string) => (expertToken ? { experttoken: expertToken } : undefined);

export const useReviewList = (activityId: number, expertToken?: string) =>
  useQuery({
    queryKey: ['activity', 'review', activityId, expertToken ?? ''],
    queryFn: () =>
      call(
        ActivityApi.reviewList,
        { activityId, pageNum: 1, pageSize: 50 },
        { headers: headers(expertToken), silent: true },
      ),
    retry: false,
  });

export function useMark(expertToken?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: MarkRequest) => call(ActivityApi.markWorks, req, { headers: headers(expertToken) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['activity'] }),
  });
}

/** The activities the signed-in expert reviews, with how many works they have marked. */
export const useExpertActivities = () =>
  useQuery({ queryKey: ['activity', 'expert'], queryFn: () => call(ActivityApi.expertActivityList) });
