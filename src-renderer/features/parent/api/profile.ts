import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfileApi } from '@shared/api/profile';
import { UserApi } from '@shared/api/user';
import { call } from '../../../platform/http';

const KEY = ['parent', 'me'] as const;

/** The signed-in parent's own profile. */
export const useParentInfo = () =>
  useQuery({ queryKey: KEY, queryFn: () => call(UserApi.userInfo, { userType: 'PARENT' }) });

export function useRenameParent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => call(ProfileApi.updateUserInfo, { userType: 'PARENT', displayName }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
