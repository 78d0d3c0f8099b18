import { useMutation } from '@tanstack/react-query';
import { AuthPaths, type UpdatePasswordRequest } from '@shared/api/auth';
import { http } from '../../../platform/http';

/** With a FORGET_PW code sent to the current mobile; success revokes every token of the account. */
export const updatePassword = (body: UpdatePasswordRequest) => http.post<null>(AuthPaths.updatePassword, body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
