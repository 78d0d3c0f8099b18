import { useMutation } from '@tanstack/react-query';
import { UserPaths, type LoginResponse, type StaffInfo } from '@shared/api/user';
import { http } from '../../../platform/http';

export type StaffKind = 'expert' | 'publisher' | 'author';

const LOGIN: Record<StaffKind, string> = {
  expert: UserPaths.expertLogin,
  publisher: UserPaths.publisherLogin,
  author: UserPaths.authorLogin,
};

/** Expert, publisher and author sign-in by account and password, each into its own token store. */
export const staffLogin = (kind: StaffKind, account: string, password: string) =>
  http.post<LoginResponse>(LOGIN[kind], { account: account.trim(), password }, { area: kind, silent: true });

export const useStaffLogin = (kind: StaffKind) =>
  useMutation({ mutationFn: (v: { account: string; password: string }) => staffLogin(kind, v.account, v.password) });

/** The signed-in publisher's own record: where its publisher id comes from when the route had none. */
export const publisherInfo = () =>
  http.get<StaffInfo>(UserPaths.publisherInfo, undefined, { area: 'publisher', silent: true });
