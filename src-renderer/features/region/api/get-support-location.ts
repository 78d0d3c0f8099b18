import { queryOptions } from '@tanstack/react-query';
import { RegionApi } from '@shared/api/region';
import { call } from '../../../platform/http';

export const getSupportLocation = () => call(RegionApi.supportLocation, undefined, { silent: true });

export const supportLocationQuery = queryOptions({
  queryKey: ['region', 'supported'],
  queryFn: getSupportLocation,
  staleTime: Infinity,
});
