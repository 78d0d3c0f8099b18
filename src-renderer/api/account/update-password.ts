import { useMutation } from '@tanstack/react-query';
import { AccountApi, type UpdatePasswordRequest } from '@shared/api/account';
import { call, type CallOptions } from '../../platform/http';

/**
 * Password change with a FORGET_PW SMS code (the forgotten-password page, and the teacher's own password dialog).
 * Success revokes every token of the account. The account string is trimmed.
 */
export const updatePassword = (req: UpdatePasswordRequest, opts: CallOptions = {}) =>
  call(AccountApi.updatePassword, { ...req, mobileOrEmail: req.mobileOrEmail?.trim() }, opts);

export const useUpdatePassword = (opts: CallOptions = {}) =>
  useMutation({ mutationFn: (req: UpdatePasswordRequest) => updatePassword(req, opts) });
