import { useMutation } from '@tanstack/react-query';
import { AuthApi, type UpdateMobileRequest } from '@shared/api/auth';
import { call } from '../../../platform/http';

/** With a RIGESTER code sent to the NEW mobile; success revokes every token of the account. */
export const updateMobile = (body: UpdateMobileRequest) => call(AuthApi.updateMobile, body);

export const useUpdateMobile = () => useMutation({ mutationFn: updateMobile });
