import { queryOptions, useQuery } from '@tanstack/react-query';
import { RedeemApi } from '@shared/api/redeem';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

export const getMyBooks = () => call(RedeemApi.myBooks);

export const myBooksQuery = () => queryOptions({ queryKey: classKeys.myBooks(), queryFn: getMyBooks });

export const useMyBooks = () => useQuery(myBooksQuery());
