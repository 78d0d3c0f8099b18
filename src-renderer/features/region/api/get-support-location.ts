import { queryOptions } from '@tanstack/react-query';
import { RegionPaths, type RegionOptionDto } from '@shared/api/region';
import { http } from '../../../platform/http';

export const getSupportLocation = () =>
  http.get<RegionOptionDto[]>(RegionPaths.supportLocation, undefined, { silent: true });

export const supportLocationQuery = queryOptions({
  queryKey: ['region', 'supported'],
  queryFn: getSupportLocation,
  staleTime: Infinity,
});
