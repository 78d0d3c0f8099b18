import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/endpoint';
import { RedeemApi } from '@shared/api/redeem';
import { call, type CallOptions } from '../../platform/http';

type BookRole = RequestOf<typeof RedeemApi.myBooks>['role'];

/** React-query keys of the caller's books; redeeming a textbook invalidates `bookKeys.all`. */
export const bookKeys = {
  all: ['books'] as const,
  mine: (role?: BookRole) => [...bookKeys.all, 'mine', role ?? null] as const,
};

/** The books the caller owns; `role` narrows to one role (the digitalbook channel's landing asks for STUDENT). */
export const getMyBooks = (role?: BookRole, opts: CallOptions = {}) => call(RedeemApi.myBooks, { role }, opts);

/** `silent` only decides whether a failure of this fetch is toasted. */
export const myBooksQuery = (role?: BookRole, opts: { silent?: boolean } = {}) =>
  queryOptions({ queryKey: bookKeys.mine(role), queryFn: () => getMyBooks(role, opts) });

export const useMyBooks = () => useQuery(myBooksQuery());
