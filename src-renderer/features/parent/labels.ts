import type { StudentTask } from '@shared/api/task';

/** A homework state as a parent reads it, and the colour of its chip. */
export const TASK_STATE: Record<
  StudentTask['state'],
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'error' }
> = {
  NOT_STARTED: { label: '未完成', color: 'warning' },
  DRAFT: { label: '未提交', color: 'warning' },
  SUBMITTED: { label: '待批改', color: 'primary' },
  MARKED: { label: '已批改', color: 'success' },
  RETURNED: { label: '需订正', color: 'error' },
};
