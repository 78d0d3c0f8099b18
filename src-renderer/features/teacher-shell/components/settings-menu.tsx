import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FeedbackRounded from '@mui/icons-material/FeedbackRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { config } from '../../../platform/config';

export interface UpdateCheck {
  available: boolean;
  checking: boolean;
  check(): void | Promise<void>;
  label: string;
}

/** The settings menu (settings-popover.tsx loads it when the button is first pressed). */
export default function SettingsMenu({
  anchor,
  onClose,
  updateCheck,
  onFeedback,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
  updateCheck?: UpdateCheck;
  onFeedback(): void;
}) {
  const navigate = useNavigate();
  const desktop = updateCheck?.available === true;
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { mt: 1, minWidth: 200, borderRadius: 2.5, boxShadow: '0 12px 32px rgba(31,45,80,0.16)' } },
      }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          void navigate(paths.networkCheck);
        }}
      >
        <ListItemIcon>
          <SpeedRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>{Msg.deviceCheck}</ListItemText>
      </MenuItem>
      {desktop ? (
        <MenuItem
          disabled={updateCheck.checking}
          onClick={() => {
            onClose();
            void updateCheck.check();
          }}
        >
          <ListItemIcon>
            <SystemUpdateAltRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{updateCheck.label}</ListItemText>
        </MenuItem>
      ) : (
        <MenuItem
          onClick={() => {
            onClose();
            window.open(config.pcDownloadUrl, '_blank', 'noopener');
          }}
        >
          <ListItemIcon>
            <DownloadRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{Msg.downloadPc}</ListItemText>
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          onFeedback();
        }}
      >
        <ListItemIcon>
          <FeedbackRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>{Msg.userFeedback}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
