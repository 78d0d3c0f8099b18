import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FeedbackRounded from '@mui/icons-material/FeedbackRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
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

/** Settings: device check; 'check for update' on the desktop app or 'download PC version' on the web; feedback. */
export function SettingsPopover({ updateCheck, onFeedback }: { updateCheck?: UpdateCheck; onFeedback(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  const desktop = updateCheck?.available === true;
  return (
    <>
      <Tooltip title={Msg.navSettings}>
        <IconButton aria-label={Msg.navSettings} onClick={(e) => setAnchor(e.currentTarget)}>
          <SettingsRounded />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { mt: 1, minWidth: 200, borderRadius: 2.5, boxShadow: '0 12px 32px rgba(31,45,80,0.16)' } },
        }}
      >
        <MenuItem
          onClick={() => {
            close();
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
              close();
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
              close();
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
            close();
            onFeedback();
          }}
        >
          <ListItemIcon>
            <FeedbackRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{Msg.userFeedback}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
