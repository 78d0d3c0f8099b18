import type { Submission } from '@shared/api/task';

/** A submission's state as the teacher reads it, and the colour of its chip. */
export const SUBMISSION_STATE: Record<
  Submission['state'],
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'error' }
> = {
  NOT_STARTED: { label: '未提交', color: 'default' },
  DRAFT: { label: '未提交', color: 'default' },
  SUBMITTED: { label: '待批改', color: 'warning' },
  MARKED: { label: '已批改', color: 'success' },
  RETURNED: { label: '已退回', color: 'error' },
};
