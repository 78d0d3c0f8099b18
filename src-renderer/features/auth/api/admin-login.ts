import { useMutation } from '@tanstack/react-query';
import { DatacenterPaths } from '@shared/api/datacenter';
import type { LoginResponse } from '@shared/api/user';
import { http } from '../../../platform/http';

export interface AdminLoginInput {
  mobile: string;
  password: string;
  yzm: string;
  yzmId: string;
}

/** Data-centre sign-in: the admin call whose code 500 the HTTP layer passes through silently (the form says why). */
export const adminLogin = (v: AdminLoginInput) =>
  http.post<LoginResponse>(
    DatacenterPaths.login,
    { ...v, mobile: v.mobile.trim(), yzm: v.yzm.trim() },
    { area: 'datacenter', adminLogin: true, silent: true },
  );

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
