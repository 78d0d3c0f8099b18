import { NoticeApi } from '@shared/api/notice';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/http';

/** The newest notices and activity news, for the parent's home. */
export const useLatestNotices = () =>
  useQuery({
    queryKey: ['parent', 'notices'],
    queryFn: () => call(NoticeApi.noticeList, { pageNum: 1, pageSize: 3 }),
  });
