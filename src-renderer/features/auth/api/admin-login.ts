import { useMutation } from '@tanstack/react-query';
import { DatacenterApi } from '@shared/api/datacenter-auth';
import { call } from '../../../platform/http';

export interface AdminLoginInput {
  mobile: string;
  password: string;
  yzm: string;
  yzmId: string;
}

/** Data-centre sign-in: the admin call whose code 500 the HTTP layer passes through silently (the form says why). */
export const adminLogin = (v: AdminLoginInput) =>
  call(
    DatacenterApi.login,
    { ...v, mobile: v.mobile.trim(), yzm: v.yzm.trim() },
    { area: 'datacenter', adminLogin: true, silent: true },
  );

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
