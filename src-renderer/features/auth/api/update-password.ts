import { useMutation } from '@tanstack/react-query';
import { AuthApi, type UpdatePasswordRequest } from '@shared/api/auth';
import { call } from '../../../platform/http';

/** Password reset with a FORGET_PW SMS code. Success signs the account out everywhere. */
export const updatePassword = (req: UpdatePasswordRequest) =>
  call(AuthApi.updatePassword, { ...req, mobileOrEmail: req.mobileOrEmail?.trim() }, { area: 'teacher', silent: true });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
