import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActivityApi, type SubmitWorkRequest } from '@shared/api/activity';
import { HomeApi } from '@shared/api/home';
import type { ActivityPhase } from '@shared/api/home';
import { NoticeApi } from '@shared/api/notice';
import type { UploadAuthorizer } from '../../../api/files/upload-image';
import { call } from '../../../platform/http';
import { activityPass } from '../../../platform/storage';

/** Activities and competitions (issue 14): one query key root, so a change refreshes every activity screen. */
const KEY = ['activity'] as const;

/**
 * The `temptoken` header of an H5 submitter of this activity, when one signed up on this device (a signed-in
 * teacher or parent is known by their token, which the server reads first).
 */
const pass = (activityId: number) => {
  const p = activityPass.get(activityId);
  return p ? { headers: { temptoken: p.token } } : {};
};

export const useActivityList = (phase: ActivityPhase | undefined, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: [...KEY, 'list', phase ?? 'ALL', pageNum, pageSize],
    queryFn: () => call(HomeApi.activityList, { phase, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useActivity = (activityId: number) =>
  useQuery({
    queryKey: [...KEY, 'info', activityId],
    queryFn: () => call(ActivityApi.activityInfo, { activityId }, pass(activityId)),
  });

export const useWorks = (
  activityId: number,
  sort: 'RANK' | 'NEWEST' | 'PRAISE',
  pageNum: number,
  opts: { keyword?: string; pageSize?: number } = {},
) =>
  useQuery({
    queryKey: [...KEY, 'works', activityId, sort, pageNum, opts.keyword ?? '', opts.pageSize ?? 12],
    queryFn: () =>
      call(
        ActivityApi.workList,
        { activityId, sort, pageNum, pageSize: opts.pageSize ?? 12, keyword: opts.keyword || undefined },
        pass(activityId),
      ),
    placeholderData: keepPreviousData,
  });

export const useSchools = (activityId: number) =>
  useQuery({
    queryKey: [...KEY, 'schools', activityId],
    queryFn: () => call(ActivityApi.schoolList, { activityId, pageNum: 1, pageSize: 20 }),
  });

export const useJury = (activityId: number) =>
  useQuery({ queryKey: [...KEY, 'jury', activityId], queryFn: () => call(ActivityApi.expertList, { activityId }) });

export const useMyWorks = (activityId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'mine', activityId],
    queryFn: () => call(ActivityApi.userWorks, { activityId }, pass(activityId)),
    enabled,
  });

export const useMyRank = (activityId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'rank', activityId],
    queryFn: () => call(ActivityApi.userWorkRank, { activityId }, pass(activityId)),
    enabled,
  });

export const useWork = (workId: number, activityId?: number) =>
  useQuery({
    queryKey: [...KEY, 'work', workId],
    queryFn: () => call(ActivityApi.workInfo, { workId }, activityId ? pass(activityId) : {}),
  });

export const useRegistered = () =>
  useQuery({
    queryKey: [...KEY, 'registered'],
    queryFn: () => call(ActivityApi.registeredList, { pageNum: 1, pageSize: 50 }),
  });

/** Step 1 of uploading a work's file for whoever submits to this activity (H5 submitters included). */
export const workUploader =
  (activityId: number): UploadAuthorizer =>
  (query) =>
    call(ActivityApi.workUploadAuthor, query, { ...pass(activityId), silent: true });

function useActivityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useRegister = () =>
  useActivityMutation((req: { activityId: number; classId?: number }) => call(ActivityApi.register, req));
export const useSignUpH5 = () =>
  useActivityMutation(
    async (req: { activityId: number; name: string; mobile: string; schoolName: string; grade: string }) => {
      const res = await call(ActivityApi.signUpH5, req);
      activityPass.set(req.activityId, { token: res.tempToken, name: res.name, expiresAt: res.expiresAt });
      return res;
    },
  );
export const useSubmitWork = () =>
  useActivityMutation((req: SubmitWorkRequest) => call(ActivityApi.submitWorks, req, pass(Number(req.activityId))));
export const useCancelWork = () =>
  useActivityMutation((req: { activityId: number; workId: number }) =>
    call(ActivityApi.cancelWorks, { workId: req.workId }, pass(req.activityId)),
  );
export const usePraise = () =>
  useActivityMutation((req: { activityId: number; workId: number; praise: boolean }) =>
    call(ActivityApi.praiseWorks, { workId: req.workId, praise: req.praise }, pass(req.activityId)),
  );

/** News of one activity (NoticeApi.noticeList with activityId), newest first. */
export const useActivityNews = (activityId: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'news', activityId],
    queryFn: () => call(NoticeApi.noticeList, { activityId, pageNum: 1, pageSize: 10 }),
    enabled: enabled && activityId > 0,
  });

export const useNotice = (noticeId: number) =>
  useQuery({ queryKey: [...KEY, 'notice', noticeId], queryFn: () => call(NoticeApi.noticeInfo, { noticeId }) });
