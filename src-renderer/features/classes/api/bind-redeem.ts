import { RedeemPaths, type BindRedeemRequest, type BindRedeemResponse } from '@shared/api/redeem';
import { http } from '../../../platform/http';

/** Redeems a textbook code for the caller, or for one of a parent's children (`childId`). */
export const bindRedeemCode = (body: BindRedeemRequest) => http.post<BindRedeemResponse>(RedeemPaths.bind, body);
