import { useMutation } from '@tanstack/react-query';
import { AuthPaths, type UpdateMobileRequest } from '@shared/api/auth';
import { http } from '../../../platform/http';

/** With a RIGESTER code sent to the NEW mobile; success revokes every token of the account. */
export const updateMobile = (body: UpdateMobileRequest) => http.post<null>(AuthPaths.updateMobile, body);

export const useUpdateMobile = () => useMutation({ mutationFn: updateMobile });
