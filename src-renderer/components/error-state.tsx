import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { Box, Button, Typography } from '@mui/material';
import { Msg } from '@shared/rules/messages';

/**
 * A list that failed to load: says so and offers 重试. An error is never shown as empty data ("还没有班级" under an
 * error toast reads as if the classes were gone).
 */
export function ErrorState({ onRetry, retrying = false }: { onRetry(): void; retrying?: boolean }) {
  return (
    <Box role="alert" sx={{ py: 8, display: 'grid', placeItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <CloudOffRoundedIcon sx={{ fontSize: 56, color: 'grey.400' }} />
      <Typography>{Msg.listLoadFailed}</Typography>
      <Button variant="outlined" startIcon={<RefreshRoundedIcon />} disabled={retrying} onClick={onRetry}>
        {Msg.retry}
      </Button>
    </Box>
  );
}
