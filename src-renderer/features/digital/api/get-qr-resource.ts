import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { bookKeys } from './book-keys';

export const getQrResource = (resourceId: number) => call(DigitalApi.qrResource, { resourceId });

export const getQrResourceQuery = (resourceId: number) =>
  queryOptions({
    queryKey: bookKeys.qrResource(resourceId),
    queryFn: () => getQrResource(resourceId),
    enabled: resourceId > 0,
  });

export const useQrResource = (resourceId: number) => useQuery(getQrResourceQuery(resourceId));
