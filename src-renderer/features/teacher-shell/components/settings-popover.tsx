import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import type { UpdateCheck } from './settings-menu';

export type { UpdateCheck };

// The menu (MUI's Menu, Popover and list items) loads the first time the button is pressed: the shell is every
// signed-in teacher's entry. Once loaded it stays mounted so that closing animates.
const SettingsMenu = lazy(() => import('./settings-menu'));

/** Settings: device check; 'check for update' on the desktop app or 'download PC version' on the web; feedback. */
export function SettingsPopover({ updateCheck, onFeedback }: { updateCheck?: UpdateCheck; onFeedback(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  return (
    <>
      <Tooltip title={Msg.navSettings}>
        <IconButton aria-label={Msg.navSettings} onClick={(e) => setAnchor(e.currentTarget)}>
          <SettingsRounded />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <SettingsMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            updateCheck={updateCheck}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
    </>
  );
}
