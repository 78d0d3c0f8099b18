import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/endpoint';
import { OpsApi, OpsPaths } from '@shared/api/operations';
import { buildUrl, call, requestHeaders } from '../../../platform/http';
import { notify } from '../../../platform/notify';

/** The operations console (issue 16): every call carries the data-centre token (Cms-Token). */
const area = { area: 'datacenter' as const };
const KEY = ['operations'] as const;

export const useConfigList = () =>
  useQuery({ queryKey: [...KEY, 'config'], queryFn: () => call(OpsApi.configList, undefined, area) });
export const useBanners = () =>
  useQuery({ queryKey: [...KEY, 'banners'], queryFn: () => call(OpsApi.bannerList, undefined, area) });
export const useRecommends = () =>
  useQuery({ queryKey: [...KEY, 'recommends'], queryFn: () => call(OpsApi.recommendList, undefined, area) });
export const useTargets = () =>
  useQuery({ queryKey: [...KEY, 'targets'], queryFn: () => call(OpsApi.targets, undefined, area), staleTime: 60_000 });
export const useAppVersions = () =>
  useQuery({ queryKey: [...KEY, 'versions'], queryFn: () => call(OpsApi.appVersionList, undefined, area) });
export const useSchools = () =>
  useQuery({ queryKey: [...KEY, 'schools'], queryFn: () => call(OpsApi.schoolList, undefined, area) });
export const useRedeemBatches = () =>
  useQuery({ queryKey: [...KEY, 'redeem'], queryFn: () => call(OpsApi.redeemBatches, undefined, area) });
export const useAuditList = (q: RequestOf<typeof OpsApi.auditList>) =>
  useQuery({ queryKey: [...KEY, 'audit', q], queryFn: () => call(OpsApi.auditList, q, area) });

/**
 * A console change: on success it toasts `done` and refreshes the console's lists (and the audit log, which every
 * change writes to). Refusals are toasted by the HTTP layer with the server's Chinese message.
 */
function useOpsMutation<I, O>(fn: (input: I) => Promise<O>, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      notify.success(done);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
}

export const useSaveMenu = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.saveMenu>) => call(OpsApi.saveMenu, i, area), '菜单配置已保存');
export const useSaveAiDns = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.saveAiDns>) => call(OpsApi.saveAiDns, i, area), 'AI站点地址已保存');
export const useSaveGuideVideo = () =>
  useOpsMutation(
    (i: RequestOf<typeof OpsApi.saveGuideVideo>) => call(OpsApi.saveGuideVideo, i, area),
    '指导视频已保存',
  );
export const useSaveBanner = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.saveBanner>) => call(OpsApi.saveBanner, i, area), '轮播图已保存');
export const useSaveRecommend = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.saveRecommend>) => call(OpsApi.saveRecommend, i, area), '推荐已保存');
export const usePublishVersion = () =>
  useOpsMutation(
    (i: RequestOf<typeof OpsApi.publishAppVersion>) => call(OpsApi.publishAppVersion, i, area),
    '发布成功',
  );
export const useWithdrawVersion = () =>
  useOpsMutation((id: number) => call(OpsApi.withdrawAppVersion, { id }, area), '已撤回');
export const useCreateSchoolCode = () =>
  useOpsMutation(
    (i: RequestOf<typeof OpsApi.createSchoolCode>) => call(OpsApi.createSchoolCode, i, area),
    '激活码已创建',
  );
export const useUpdateSchoolCode = () =>
  useOpsMutation(
    (i: RequestOf<typeof OpsApi.updateSchoolCode>) => call(OpsApi.updateSchoolCode, i, area),
    '激活码已更新',
  );
export const useSetQuota = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.setQuota>) => call(OpsApi.setQuota, i, area), '课程名额已保存');
export const useGenerateRedeem = () =>
  useOpsMutation((i: RequestOf<typeof OpsApi.generateRedeem>) => call(OpsApi.generateRedeem, i, area), '生成成功');
export const useDisableRedeem = () =>
  useOpsMutation((batchId: number) => call(OpsApi.disableRedeem, { batchId }, area), '批次已停用');

/** POST multipart, the image in field `file`; answers its URL for the banner's imageUrl. */
export function uploadBannerImage(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(OpsApi.bannerImage, undefined, { ...area, form });
}

/** Downloads a batch's .xlsx with the Cms-Token header and saves it through a temporary link. */
export async function downloadBatch(batchId: number) {
  const res = await fetch(buildUrl(OpsPaths.exportRedeem, { batchId }), { headers: requestHeaders('datacenter') });
  if (!res.ok || !res.headers.get('content-type')?.includes('spreadsheetml')) {
    notify.error('导出失败，请稍后重试');
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `兑换码-批次${batchId}.xlsx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
