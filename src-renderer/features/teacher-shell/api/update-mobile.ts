import { useMutation } from '@tanstack/react-query';
import { AccountApi, type UpdateMobileRequest } from '@shared/api/account';
import { call } from '../../../platform/http';

/** With a RIGESTER code sent to the NEW mobile; success revokes every token of the account. */
export const updateMobile = (body: UpdateMobileRequest) => call(AccountApi.updateMobile, body);

export const useUpdateMobile = () => useMutation({ mutationFn: updateMobile });
