import { queryOptions } from '@tanstack/react-query';
import { RegionPaths, type IpLocation } from '@shared/api/region';
import { http } from '../../../platform/http';

/** The server's IP lookup (offline database), already matched against the supported list. */
export const getIpLocation = (signal?: AbortSignal) =>
  http.get<IpLocation>(RegionPaths.ipLocation, undefined, { silent: true, signal });

export const ipLocationQuery = queryOptions({
  queryKey: ['region', 'ip'],
  queryFn: ({ signal }) => getIpLocation(signal),
  staleTime: Infinity,
});
