import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useCanGoBack } from './use-can-go-back';

/**
 * A screen opened with a missing or wrong id in its address: says 参数错误 and offers a way on (back, or to `home`
 * when there is no earlier screen), instead of loading forever or staying blank.
 */
export function BadAddressState({ home }: { home: string }) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <Box role="alert" sx={{ py: 8, display: 'grid', placeItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <LinkOffRoundedIcon sx={{ fontSize: 56, color: 'grey.400' }} />
      <Typography>{Msg.badAddress}</Typography>
      <Button variant="outlined" onClick={() => (canGoBack ? void navigate(-1) : void navigate(home))}>
        {Msg.goBack}
      </Button>
    </Box>
  );
}
