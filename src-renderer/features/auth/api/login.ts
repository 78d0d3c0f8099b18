import { useMutation } from '@tanstack/react-query';
import type { RoleArea } from '@shared/api/common';
import { UserPaths, type LoginRequest, type LoginResponse } from '@shared/api/user';
import { http } from '../../../platform/http';

/**
 * Password or SMS-code sign-in of teachers, students and parents (spec: login). The account string is trimmed.
 * Silent: the form shows the refusal inline.
 */
export const login = (req: LoginRequest, area: RoleArea) =>
  http.post<LoginResponse>(
    UserPaths.login,
    { ...req, mobileOrEamil: req.mobileOrEamil.trim() },
    { area, silent: true },
  );

export const useLogin = (area: RoleArea) => useMutation({ mutationFn: (req: LoginRequest) => login(req, area) });
