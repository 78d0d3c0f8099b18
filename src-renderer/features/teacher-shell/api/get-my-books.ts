import { queryOptions } from '@tanstack/react-query';
import { RedeemApi } from '@shared/api/redeem';
import { call } from '../../../platform/http';

/** Books the user owns in the STUDENT role (the digitalbook channel's landing jump). */
export const getStudentBooks = () => call(RedeemApi.myBooks, { role: 'STUDENT' }, { silent: true });

export const studentBooksQuery = queryOptions({ queryKey: ['books', 'mine', 'STUDENT'], queryFn: getStudentBooks });
