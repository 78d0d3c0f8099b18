import { useQuery } from '@tanstack/react-query';
import { TaskApi } from '@shared/api/task';
import { UserApi } from '@shared/api/user';
import { NoticeApi } from '@shared/api/notice';
import { call } from '../../platform/http';

/** The signed-in reader (student or teacher). */
export const useMe = () =>
  useQuery({ queryKey: ['reader', 'me'], queryFn: () => call(UserApi.userInfo, { userType: 'ASSISTANT' }) });

/** Unopened homework (the red dot of 任务). */
export const useHomeworkCount = () =>
  useQuery({
    queryKey: ['tasks', 'notice'],
    queryFn: () => call(NoticeApi.digitalHomeworkNotice, undefined, { silent: true }),
    select: (d) => d.unReadDigitalHomeworkCount,
    staleTime: 0,
  });

/** The first tasks still to do (home's 今日任务). */
export const useTodoTasks = () =>
  useQuery({
    queryKey: ['tasks', 'student', 'TODO', 1, 3],
    queryFn: () => call(TaskApi.studentTasks, { state: 'TODO', pageNum: 1, pageSize: 3 }),
    staleTime: 0,
  });
