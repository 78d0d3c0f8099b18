import { useMutation } from '@tanstack/react-query';
import { ProfileApi } from '@shared/api/profile';
import { call } from '../../../platform/http';

/** The spec's shape: userType STUDENT whatever the account is; the server changes the signed-in user only. */
export const updateNickname = (displayName: string) =>
  call(ProfileApi.updateUserInfo, { userType: 'STUDENT', displayName });

export const useUpdateNickname = () => useMutation({ mutationFn: updateNickname });
