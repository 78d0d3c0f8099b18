import { RedeemApi } from '@shared/api/redeem';
import { call } from '../../../platform/http';

export const getRedeemInfo = (exchangeCode: string) => call(RedeemApi.info, { exchangeCode });
