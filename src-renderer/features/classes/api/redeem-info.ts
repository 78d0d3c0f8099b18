import { RedeemPaths, type RedeemInfo } from '@shared/api/redeem';
import { http } from '../../../platform/http';

export const getRedeemInfo = (exchangeCode: string) => http.get<RedeemInfo>(RedeemPaths.info, { exchangeCode });
