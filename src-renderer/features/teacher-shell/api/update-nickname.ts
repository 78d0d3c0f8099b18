import { useMutation } from '@tanstack/react-query';
import { ProfilePaths } from '@shared/api/profile';
import { http } from '../../../platform/http';

/** The spec's shape: userType STUDENT whatever the account is; the server changes the signed-in user only. */
export const updateNickname = (displayName: string) =>
  http.post<{ displayName: string }>(ProfilePaths.updateUserInfo, { userType: 'STUDENT', displayName });

export const useUpdateNickname = () => useMutation({ mutationFn: updateNickname });
