import { queryOptions } from '@tanstack/react-query';
import { RedeemPaths, type MyBook } from '@shared/api/redeem';
import { http } from '../../../platform/http';

/** Books the user owns in the STUDENT role (the digitalbook channel's landing jump). */
export const getStudentBooks = () => http.get<MyBook[]>(RedeemPaths.myBooks, { role: 'STUDENT' }, { silent: true });

export const studentBooksQuery = queryOptions({ queryKey: ['books', 'mine', 'STUDENT'], queryFn: getStudentBooks });
