import type { Submission } from '@shared/api/task';

/** A task's state as its student reads it, and the colour of its chip. */
export const STUDENT_STATE: Record<
  Submission['state'],
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'error' }
> = {
  NOT_STARTED: { label: '待完成', color: 'primary' },
  DRAFT: { label: '草稿', color: 'primary' },
  SUBMITTED: { label: '待批改', color: 'warning' },
  MARKED: { label: '已批改', color: 'success' },
  RETURNED: { label: '需重做', color: 'error' },
};
