import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Msg } from '@shared/rules/messages';

/** The empty list: an icon, 暂无数据 (or a given text) and an optional action. */
export function EmptyState({ text = Msg.noData, action }: { text?: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <InboxOutlinedIcon sx={{ fontSize: 56, color: 'grey.300' }} />
      <Typography>{text}</Typography>
      {action}
    </Box>
  );
}
