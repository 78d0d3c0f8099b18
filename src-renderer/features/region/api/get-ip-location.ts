import { queryOptions } from '@tanstack/react-query';
import { RegionApi } from '@shared/api/region';
import { call } from '../../../platform/http';

/** The server's IP lookup (offline database), already matched against the supported list. */
export const getIpLocation = (signal?: AbortSignal) => call(RegionApi.ipLocation, undefined, { silent: true, signal });

export const ipLocationQuery = queryOptions({
  queryKey: ['region', 'ip'],
  queryFn: ({ signal }) => getIpLocation(signal),
  staleTime: Infinity,
});
