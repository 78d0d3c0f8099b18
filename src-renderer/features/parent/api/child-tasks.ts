import { useQuery } from '@tanstack/react-query';
import { ParentTaskApi } from '@shared/api/task';
import { call } from '../../../platform/http';

/** The child's homework (the newest first), read-only for the parent. */
export const useChildTasks = (childId: number) =>
  useQuery({
    queryKey: ['parent', 'tasks', childId],
    queryFn: () => call(ParentTaskApi.childTasks, { childId, pageNum: 1, pageSize: 5 }),
  });

export const useChildTask = (childId: number, taskId: number) =>
  useQuery({
    queryKey: ['parent', 'task', childId, taskId],
    queryFn: () => call(ParentTaskApi.childTask, { childId, taskId }),
    enabled: childId > 0 && taskId > 0,
  });
