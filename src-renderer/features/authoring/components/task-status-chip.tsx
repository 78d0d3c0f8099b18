import { Chip } from '@mui/material';
import { AUTHOR_TASK_STATUS_LABEL, type AuthorTaskStatus } from '@shared/api/authoring';

const COLOR = { todo: 'default', pending: 'warning', returned: 'error', approved: 'success' } as const;

export const TaskStatusChip = ({ status }: { status: AuthorTaskStatus }) => (
  <Chip size="small" label={AUTHOR_TASK_STATUS_LABEL[status]} color={COLOR[status]} />
);
