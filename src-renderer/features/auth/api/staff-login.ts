import { useMutation } from '@tanstack/react-query';
import { StaffApi } from '@shared/api/staff';
import { call } from '../../../platform/http';

export type StaffKind = 'expert' | 'publisher' | 'author';

const LOGIN = {
  expert: StaffApi.expertLogin,
  publisher: StaffApi.publisherLogin,
  author: StaffApi.authorLogin,
} as const satisfies Record<StaffKind, unknown>;

/** Expert, publisher and author sign-in by account and password, each into its own token store. */
export const staffLogin = (kind: StaffKind, account: string, password: string) =>
  call(LOGIN[kind], { account: account.trim(), password }, { area: kind, silent: true });

export const useStaffLogin = (kind: StaffKind) =>
  useMutation({ mutationFn: (v: { account: string; password: string }) => staffLogin(kind, v.account, v.password) });

/** The signed-in publisher's own record: where its publisher id comes from when the route had none. */
export const publisherInfo = () => call(StaffApi.publisherInfo, undefined, { area: 'publisher', silent: true });
