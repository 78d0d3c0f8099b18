import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { QrCode } from '../../../components/qr-code';
import { SUPPORT_URL } from '../labels';

/** Code 910 on add course (spec section 8): the course's quota is used up; support can raise it. */
export function QuotaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="quota-title">
      <DialogTitle id="quota-title" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {Msg.quotaUsedUp}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <Box sx={{ p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider' }}>
          <QrCode value={SUPPORT_URL} size={160} label="客服二维码" />
        </Box>
        <Typography color="text.secondary">{Msg.quotaContactSupport}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" disableElevation onClick={onClose}>
          我知道了
        </Button>
      </DialogActions>
    </Dialog>
  );
}
