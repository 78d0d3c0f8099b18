import { Avatar, ButtonBase, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../state/store';
import { mediaUrl } from '../../../platform/media';
import type { ProfileAction } from './profile-panel';

export type { ProfileAction };

// The popover (its content, the avatar upload, MUI's Popover and Link) loads the first time the button is pressed:
// the shell is every signed-in teacher's entry. Once loaded it stays mounted so that closing animates.
const ProfilePanel = lazy(() => import('./profile-panel'));

/** The avatar button and its popover: avatar upload, nickname, school, mobile, password and logout. */
export function ProfilePopover({ onAction }: { onAction(a: ProfileAction): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  const user = useAppSelector((s) => s.session);
  const name = user.name || user.mobile;
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderRadius: 6, pl: 0.5, pr: 1.5, py: 0.5, gap: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Avatar aria-hidden src={mediaUrl(user.avatar)} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}>
          {name.slice(0, 1)}
        </Avatar>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, maxWidth: 120, display: { xs: 'none', sm: 'block' } }}
          noWrap
        >
          {name}
        </Typography>
        <span className="visually-hidden">个人信息</span>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <ProfilePanel anchor={anchor} onClose={() => setAnchor(null)} onAction={onAction} />
        </Suspense>
      )}
    </>
  );
}
