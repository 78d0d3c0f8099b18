import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { Box, Button, IconButton, Link, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from './app-link';
import type { RoleArea } from '@shared/api/common';
import type { Endpoint } from '@shared/api/endpoint';
import { DatacenterApi } from '@shared/api/datacenter-auth';
import { StaffApi } from '@shared/api/staff';
import { UserApi } from '@shared/api/user';
import { call } from '../platform/http';
import { tokens } from '../platform/storage';
import { LargeTextScope, LargeTextSwitch } from './large-text';
import { useCanGoBack } from './use-can-go-back';

/** The logout endpoint of each area outside the teacher shell. */
export const LOGOUT_PATH: Record<Exclude<RoleArea, 'teacher'>, Endpoint> = {
  parent: UserApi.logout,
  datacenter: DatacenterApi.logout,
  expert: StaffApi.expertLogout,
  publisher: StaffApi.publisherLogout,
  author: StaffApi.authorLogout,
};

export interface AreaHeaderProps {
  /** The area's name, e.g. 家长中心. */
  title: string;
  /** The area's home: the title leads there from any of its screens. */
  home: string;
  area: RoleArea;
  /** The area's logout endpoint (POST); the token is dropped locally whatever the server answers. */
  logoutPath: Endpoint;
  /** Where a logged-out user goes: the area's own sign-in. */
  loginPath: string;
  /** Extra local clean-up (the session state of the parent area). */
  onLoggedOut?(): void;
}

/**
 * The header of an area outside the teacher shell (parent, data centre, publisher, expert, author): a way back to the
 * previous screen when there is one (the desktop app has no browser back button) and a logout to the area's sign-in.
 */
export function AreaHeader({ title, home, area, logoutPath, loginPath, onLoggedOut }: AreaHeaderProps) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    await call(logoutPath, undefined, { area, silent: true }).catch(() => null);
    tokens.clear(area);
    onLoggedOut?.();
    void navigate(loginPath, { replace: true });
  };
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        minHeight: 60,
        bgcolor: '#fff',
        borderBottom: '1px solid',
        borderColor: 'divider',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {canGoBack && (
        <Tooltip title="返回">
          <IconButton aria-label="返回" onClick={() => void navigate(-1)}>
            <ArrowBackRounded />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ flex: 1, minWidth: 0, px: canGoBack ? 0 : 1 }}>
        <Link
          component={AppLink}
          to={home}
          underline="none"
          color="inherit"
          sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }}
        >
          {title}
        </Link>
      </Box>
      {/* 大字模式 for the parents (grandparents among them), issue 33. */}
      {area === 'parent' && (
        <>
          <LargeTextScope />
          <LargeTextSwitch />
        </>
      )}
      <Button
        color="inherit"
        startIcon={<LogoutRounded />}
        disabled={busy}
        onClick={() => void logout()}
        // On a phone the words stay and the icon steps aside, so the area's name keeps to one line (大字模式 at 390 px).
        sx={{ flexShrink: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        退出登录
      </Button>
    </Box>
  );
}
