import { useQuery } from '@tanstack/react-query';
import { DatacenterApi, OPERATOR_ROLE } from '@shared/api/datacenter-auth';
import { call } from '../../platform/http';

/** The signed-in data-centre admin (/aicenter/user/info): the data centre and the operations console share it. */
export const useAdminInfo = () =>
  useQuery({
    queryKey: ['datacenter', 'me'],
    queryFn: () => call(DatacenterApi.info, undefined, { area: 'datacenter' }),
    staleTime: 60_000,
  });

/** Whether the signed-in admin runs the operations console (role OPERATOR). */
export const useIsOperator = () => useAdminInfo().data?.role === OPERATOR_ROLE;
