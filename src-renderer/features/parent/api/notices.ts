import { useQuery } from '@tanstack/react-query';
import { HomeApi } from '@shared/api/home';
import { call } from '../../../platform/http';

/** The newest notices and activity news, for the parent's home. */
export const useLatestNotices = () =>
  useQuery({
    queryKey: ['parent', 'notices'],
    queryFn: () => call(HomeApi.noticeList, { pageNum: 1, pageSize: 3 }),
  });
