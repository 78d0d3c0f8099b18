import { queryOptions, useQuery } from '@tanstack/react-query';
import { RedeemPaths, type MyBook } from '@shared/api/redeem';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

export const getMyBooks = () => http.get<MyBook[]>(RedeemPaths.myBooks);

export const myBooksQuery = () => queryOptions({ queryKey: classKeys.myBooks(), queryFn: getMyBooks });

export const useMyBooks = () => useQuery(myBooksQuery());
