import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { call } from '../../../platform/http';

export const getBanners = () => call(HomeApi.bannerList, { position: 'HOME' }, { silent: true });

export const bannersQuery = queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQuery);
