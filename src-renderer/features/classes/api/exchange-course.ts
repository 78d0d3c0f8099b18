import { RedeemPaths, type ExchangeCourseResponse } from '@shared/api/redeem';
import { http } from '../../../platform/http';

/** Redeems a course code for the teacher's school (more class slots of that course). */
export const exchangeCourse = (exchangeCode: string) =>
  http.post<ExchangeCourseResponse>(RedeemPaths.exchangeCourse, { exchangeCode });
