import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { Msg } from '@shared/rules/messages';
import { Verification, type VerificationHandle, type VerificationResult } from './verification/verification';

/** The SMS button's security check: the slider (else captcha) in a dialog, for the masked mobile. */
export function SmsVerifyDialog({
  open,
  onClose,
  onExited,
  number,
  widget,
  onResult,
}: {
  open: boolean;
  onClose(): void;
  /** The dialog has closed (its exit transition ended): the focus may move on. */
  onExited?(): void;
  number: string;
  widget: RefObject<VerificationHandle | null>;
  onResult(r: VerificationResult): void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { sx: { borderRadius: 3, mx: 2, width: 'calc(100% - 32px)' } },
        transition: { onExited },
      }}
    >
      <DialogTitle sx={{ pr: 6, fontWeight: 700 }}>
        {Msg.securityCheck}
        <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {Msg.securityCheckTip}
          <Box component="b" sx={{ color: 'text.primary', mx: 0.5 }}>
            {number.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}
          </Box>
        </Typography>
        <Verification ref={widget} onResult={onResult} />
      </DialogContent>
    </Dialog>
  );
}
