import { RedeemApi, type BindRedeemRequest } from '@shared/api/redeem';
import { call } from '../../../platform/http';

/** Redeems a textbook code for the caller, or for one of a parent's children (`childId`). */
export const bindRedeemCode = (body: BindRedeemRequest) => call(RedeemApi.bind, body);
