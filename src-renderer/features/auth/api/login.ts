import { useMutation } from '@tanstack/react-query';
import type { RoleArea } from '@shared/api/common';
import { UserApi, type LoginRequest } from '@shared/api/user';
import { call } from '../../../platform/http';

/**
 * Password or SMS-code sign-in of teachers, students and parents (spec: login). The account string is trimmed.
 * Silent: the form shows the refusal inline.
 */
export const login = (req: LoginRequest, area: RoleArea) =>
  call(UserApi.login, { ...req, mobileOrEamil: req.mobileOrEamil.trim() }, { area, silent: true });

export const useLogin = (area: RoleArea) => useMutation({ mutationFn: (req: LoginRequest) => login(req, area) });
