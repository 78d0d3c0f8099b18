import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { call } from '../../../platform/http';

export const getRecommend = () => call(HomeApi.recommend, { recommendType: 'HOME_ALL' });

export const recommendQuery = queryOptions({ queryKey: ['home', 'recommend', 'HOME_ALL'], queryFn: getRecommend });

export const useRecommend = () => useQuery(recommendQuery);
