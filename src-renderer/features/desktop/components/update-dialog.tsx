import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloudDownloadRoundedIcon from '@mui/icons-material/CloudDownloadRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { UpdateState } from '@shared/desktop-api';
import { Msg } from '@shared/rules/messages';

export interface UpdateDialogProps {
  state: UpdateState;
  onLater(): void;
  onUpgrade(): void;
  onCancel(): void;
  onInstall(): void;
}

function Header({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        px: 3,
        pt: 3,
        pb: 2.5,
        color: 'common.white',
        background: 'linear-gradient(135deg, #2459dc 0%, #3d6be0 60%, #4f5fe0 100%)',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box
        sx={{
          width: 52,
          height: 52,
          borderRadius: '16px',
          bgcolor: 'rgba(255,255,255,0.18)',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          '& svg': { fontSize: 30 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id="update-dialog-title" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

const versionChip = (version?: string) =>
  version ? (
    <Chip
      size="small"
      label={`v${version}`}
      sx={{ mt: 0.75, bgcolor: 'rgba(255,255,255,0.22)', color: 'common.white', fontWeight: 600 }}
    />
  ) : null;

/** The desktop update dialog of spec section 4: status 1 offer, 2 downloading, 3 finished. Status 0 shows nothing. */
export function UpdateDialog({ state, onLater, onUpgrade, onCancel, onInstall }: UpdateDialogProps) {
  const open = state.status !== 0;
  const forced = !!state.isForceUpdate;
  const percent = Math.max(0, Math.min(100, Math.round(state.percent ?? 0)));

  return (
    <Dialog
      open={open}
      aria-labelledby="update-dialog-title"
      data-testid="update-dialog"
      data-status={state.status}
      maxWidth="xs"
      fullWidth
      disableEscapeKeyDown
      // The paper takes focus when the dialog opens; a ring around the whole dialog only adds noise.
      slotProps={{ paper: { sx: { borderRadius: 3, overflow: 'hidden', outline: 'none' } } }}
    >
      {state.status === 1 && (
        <>
          <Header icon={<RocketLaunchRoundedIcon />} title={Msg.updateNewVersion}>
            {versionChip(state.version)}
          </Header>
          <DialogContent sx={{ pt: '20px !important' }}>
            {state.currentVersion && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {Msg.updateCurrentVersion} v{state.currentVersion}
              </Typography>
            )}
            {forced && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {Msg.updateForcedHint}
              </Alert>
            )}
            {state.error && (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                {state.error}
              </Alert>
            )}
            {state.releaseNotes && (
              <Box sx={{ bgcolor: '#f5f7fb', borderRadius: 2, p: 2 }}>
                <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
                  {Msg.updateNotes}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflowY: 'auto', lineHeight: 1.8 }}
                >
                  {state.releaseNotes}
                </Typography>
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            {!forced && (
              <Button onClick={onLater} color="inherit" sx={{ color: 'text.secondary' }}>
                {Msg.updateLater}
              </Button>
            )}
            <Button onClick={onUpgrade} variant="contained" disableElevation sx={{ px: 3 }}>
              {Msg.updateNow}
            </Button>
          </DialogActions>
        </>
      )}

      {state.status === 2 && (
        <>
          <Header icon={<CloudDownloadRoundedIcon />} title={Msg.updateDownloading}>
            {versionChip(state.version)}
          </Header>
          <DialogContent sx={{ pt: '24px !important' }}>
            <Stack direction="row" alignItems="center" spacing={2}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={Msg.updateDownloading}
                sx={{ flex: 1, height: 10, borderRadius: 5 }}
              />
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, minWidth: 44, textAlign: 'right' }}
                data-testid="update-percent"
              >
                {percent}%
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onCancel} color="inherit" variant="outlined" sx={{ color: 'text.secondary' }}>
              {Msg.updateCancel}
            </Button>
          </DialogActions>
        </>
      )}

      {state.status === 3 && (
        <>
          <Header icon={<CheckCircleRoundedIcon />} title={Msg.updateDownloaded}>
            {versionChip(state.version)}
          </Header>
          <DialogContent sx={{ pt: '20px !important' }}>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.8 }}>
              {Msg.updateInstallHint}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onInstall} variant="contained" disableElevation sx={{ px: 4 }}>
              {Msg.updateConfirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
