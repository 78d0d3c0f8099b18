import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DatacenterIndexApi as A,
  DatacenterIndexPaths,
  type LineQuery,
  type RangeQuery,
  type ScopeQuery,
} from '@shared/api/datacenter';
import { Msg } from '@shared/rules/messages';
import { ApiError, buildUrl, call, requestHeaders } from '../../../platform/http';
import { downloadUrl } from '../../../platform/download';

/** The data centre's figures (issue 16): one hook per call, keyed by scope and range. */
const opts = { area: 'datacenter' as const };
const q = <T>(key: string, input: unknown, fn: () => Promise<T>) =>
  useQuery({ queryKey: ['datacenter', key, input], queryFn: fn, placeholderData: keepPreviousData });

/** The admin's own district (null: every district); it does not change while signed in. */
export const useAdminScope = () =>
  useQuery({ queryKey: ['datacenter', 'scope'], queryFn: () => call(A.scope, undefined, opts), staleTime: Infinity });
export const useBaseData = (s: ScopeQuery) => q('base', s, () => call(A.baseData, s, opts));
export const useUseData = (r: RangeQuery) => q('use', r, () => call(A.useData, r, opts));
export const useChartBar = (r: RangeQuery) => q('bar', r, () => call(A.chartBar, r, opts));
export const useChartLine = (r: LineQuery) => q('line', r, () => call(A.chartLine, r, opts));
export const useDistrictList = (r: RangeQuery) => q('districts', r, () => call(A.districtList, r, opts));
export const useSchoolList = (r: RangeQuery) => q('schools', r, () => call(A.schoolList, r, opts));
export const useCourseList = (r: RangeQuery) => q('courses', r, () => call(A.courseList, r, opts));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads the figures of a scope and range as .xlsx: the route answers bytes, so it is fetched with Cms-Token. */
export async function downloadXlsx(r: RangeQuery, fileName: string) {
  const res = await fetch(buildUrl(DatacenterIndexPaths.exportXlsx), {
    method: 'POST',
    headers: { ...requestHeaders('datacenter'), 'content-type': 'application/json' },
    body: JSON.stringify(r),
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith(XLSX)) {
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? res.status, body?.message ?? Msg.datacenterExportFailed);
  }
  const url = URL.createObjectURL(await res.blob());
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
