import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RedeemApi, type BindRedeemRequest } from '@shared/api/redeem';
import { bookKeys } from '../../../api/books/my-books';
import { call } from '../../../platform/http';

/** Redeems a textbook code for the caller, or for one of a parent's children (`childId`). */
export const bindRedeemCode = (body: BindRedeemRequest) => call(RedeemApi.bind, body);

/** The redeemed textbook joins "my books" on every screen that lists them. */
export function useBindRedeemCode() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bindRedeemCode, onSuccess: () => qc.invalidateQueries({ queryKey: bookKeys.all }) });
}
