import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { classQrPath, type ClassQrTarget } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { QrCode } from '../../../components/qr-code';
import { downloadUrl } from '../../../platform/download';
import { notify } from '../../../platform/notify';
import { siteOrigin } from '../labels';
import { classPosterPng } from './class-qr-poster';

/** The absolute link a parent's phone opens: /#/parent/hassClassInfo with the class and school. */
export const classQrUrl = (t: ClassQrTarget) => `${siteOrigin()}${classQrPath(t)}`;

/**
 * The class QR code (spec section 2): class name, a 200×200 QR code, a hint to save or screenshot it, and a save
 * button that downloads a PNG.
 */
export function ClassQrDialog({ target, onClose }: { target: ClassQrTarget | null; onClose: () => void }) {
  const save = async () => {
    if (!target) return;
    try {
      downloadUrl(await classPosterPng(target, classQrUrl(target)), `${target.className}-班级二维码.png`);
    } catch {
      notify.error(Msg.genericError);
    }
  };
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="class-qr-title">
      {target && (
        <>
          <DialogTitle id="class-qr-title" sx={{ fontWeight: 600, textAlign: 'center', pb: 0.5 }}>
            {target.className}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {target.schoolName}
            </Typography>
            <Box sx={{ p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: '#fff' }}>
              <QrCode value={classQrUrl(target)} size={200} label={`${target.className}班级二维码`} />
            </Box>
            <Typography color="text.secondary" variant="body2">
              {Msg.qrShareHint}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center', gap: 1 }}>
            <Button color="inherit" variant="outlined" onClick={onClose}>
              关闭
            </Button>
            <Button variant="contained" disableElevation startIcon={<DownloadRoundedIcon />} onClick={save}>
              保存二维码
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
