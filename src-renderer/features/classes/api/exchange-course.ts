import { RedeemApi } from '@shared/api/redeem';
import { call } from '../../../platform/http';

/** Redeems a course code for the teacher's school (more class slots of that course). */
export const exchangeCourse = (exchangeCode: string) => call(RedeemApi.exchangeCourse, { exchangeCode });
