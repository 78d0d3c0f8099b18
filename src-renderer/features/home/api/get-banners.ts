import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomePaths, type Banner } from '@shared/api/home';
import { http } from '../../../platform/http';

export const getBanners = () => http.get<Banner[]>(HomePaths.bannerList, { position: 'HOME' }, { silent: true });

export const bannersQuery = queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQuery);
