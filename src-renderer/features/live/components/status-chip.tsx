import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Chip } from '@mui/material';
import type { LiveStatus } from '@shared/api/live';
import { STATUS_COLOR, STATUS_LABEL } from '../labels';

export function StatusChip({ status, size = 'small' }: { status: LiveStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color={STATUS_COLOR[status]}
      variant={status === 'ENDED' ? 'outlined' : 'filled'}
      icon={status === 'LIVE' ? <FiberManualRecordIcon sx={{ fontSize: 12 }} /> : undefined}
      label={STATUS_LABEL[status]}
    />
  );
}
