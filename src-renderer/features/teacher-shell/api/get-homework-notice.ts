import { NoticeApi } from '@shared/api/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/http';

export const getHomeworkNotice = () => call(NoticeApi.digitalHomeworkNotice, undefined, { silent: true });

export const homeworkNoticeQuery = queryOptions({
  queryKey: ['notice', 'digitalHomework'],
  queryFn: getHomeworkNotice,
  refetchInterval: 5 * 60_000,
});

/** The my-textbooks red dot: unread digital homework of the signed-in teacher. */
export const useHomeworkNotice = () => useQuery(homeworkNoticeQuery);
