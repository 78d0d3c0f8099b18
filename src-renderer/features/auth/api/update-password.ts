import { useMutation } from '@tanstack/react-query';
import { AuthPaths, type UpdatePasswordRequest } from '@shared/api/auth';
import { http } from '../../../platform/http';

/** Password reset with a FORGET_PW SMS code. Success signs the account out everywhere. */
export const updatePassword = (req: UpdatePasswordRequest) =>
  http.post<null>(
    AuthPaths.updatePassword,
    { ...req, mobileOrEmail: req.mobileOrEmail?.trim() },
    { area: 'teacher', silent: true },
  );

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
