import { useMutation } from '@tanstack/react-query';
import { AuthPaths, type RegisterRequest } from '@shared/api/auth';
import type { LoginResponse } from '@shared/api/user';
import { http } from '../../../platform/http';

/** Registration by mobile, RIGESTER SMS code and password; the answer signs the new teacher in. */
export const register = (req: RegisterRequest) =>
  http.post<LoginResponse>(
    AuthPaths.register,
    { ...req, mobile: req.mobile?.trim() },
    { area: 'teacher', silent: true },
  );

export const useRegister = () => useMutation({ mutationFn: register });
