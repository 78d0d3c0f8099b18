import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomePaths, type RecommendItem } from '@shared/api/home';
import { http } from '../../../platform/http';

export const getRecommend = () => http.get<RecommendItem[]>(HomePaths.recommend, { recommendType: 'HOME_ALL' });

export const recommendQuery = queryOptions({ queryKey: ['home', 'recommend', 'HOME_ALL'], queryFn: getRecommend });

export const useRecommend = () => useQuery(recommendQuery);
