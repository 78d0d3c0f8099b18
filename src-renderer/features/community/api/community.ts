import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CommunityApi, type InformationListQuery } from '@shared/api/community';
import { call } from '../../../platform/http';

/** The community's notices and news (issue 13): public reads. */
const KEY = ['community'] as const;

export const useInformationList = (q: InformationListQuery) =>
  useQuery({
    queryKey: [...KEY, 'list', q],
    queryFn: () => call(CommunityApi.informationList, q),
    placeholderData: keepPreviousData,
  });

export const useInformation = (informationId: number) =>
  useQuery({
    queryKey: [...KEY, 'info', informationId],
    queryFn: () => call(CommunityApi.informationInfo, { informationId }),
    enabled: informationId > 0,
    retry: false,
  });
