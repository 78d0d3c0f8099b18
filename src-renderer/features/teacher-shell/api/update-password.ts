import { useMutation } from '@tanstack/react-query';
import { AuthApi, type UpdatePasswordRequest } from '@shared/api/auth';
import { call } from '../../../platform/http';

/** With a FORGET_PW code sent to the current mobile; success revokes every token of the account. */
export const updatePassword = (body: UpdatePasswordRequest) => call(AuthApi.updatePassword, body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
