import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import TipsAndUpdatesRounded from '@mui/icons-material/TipsAndUpdatesRounded';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { beijing } from '../../../platform/dayjs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch } from '../../../state/store';
import { openHelpWindow } from '../../../components/open-help';
import { AppLink } from '../../../components/app-link';
import { useCanGoBack } from '../../../components/use-can-go-back';
import { paths } from '../../../config/paths';
import { isDesktop } from '../../../platform/desktop';
import { ProfilePopover, type ProfileAction } from './profile-popover';
import { SettingsPopover, type UpdateCheck } from './settings-popover';

export interface NavBarProps {
  greeting: string;
  /** The region display, shown only in the aigc channel (the layout decides). */
  location?: ReactNode;
  updateCheck?: UpdateCheck;
  onMenu(): void;
  onFeedback(): void;
  onProfile(a: ProfileAction): void;
}

/** The top bar: greeting and date; location, refresh, calendar, exchange, guide, settings and the profile. */
export function NavBar(p: NavBarProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The desktop app has no browser back button: offer one once there is a screen to go back to. The web keeps the
  // browser's.
  const canGoBack = useCanGoBack() && isDesktop();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: { xs: 1.5, md: 3 },
        height: 68,
        bgcolor: 'rgba(245,247,251,0.86)',
        backdropFilter: 'blur(10px)',
      }}
    >
      <IconButton aria-label="菜单" onClick={p.onMenu} sx={{ display: { md: 'none' } }}>
        <MenuRounded />
      </IconButton>
      {canGoBack && (
        <Tooltip title="返回">
          <IconButton aria-label="返回" onClick={() => void navigate(-1)}>
            <ArrowBackRounded />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h1" data-testid="greeting" sx={{ fontSize: { xs: 16, md: 20 }, fontWeight: 700 }} noWrap>
          {p.greeting}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {beijing().format('YYYY年M月D日 dddd')}
        </Typography>
      </Box>
      <Stack direction="row" alignItems="center" spacing={{ xs: 0.5, md: 1 }}>
        {p.location}
        <Tooltip title={Msg.navRefresh}>
          <IconButton aria-label={Msg.navRefresh} onClick={() => location.reload()}>
            <RefreshRounded />
          </IconButton>
        </Tooltip>
        {/* 教学日历 (issue 13): the week's plans, live lessons and deadlines, one click from any screen. */}
        <Tooltip title="教学日历">
          <IconButton aria-label="教学日历" component={AppLink} to={paths.calendar}>
            <CalendarMonthRounded />
          </IconButton>
        </Tooltip>
        <Button
          variant="outlined"
          size="small"
          startIcon={<CardGiftcardRounded />}
          onClick={() => dispatch(appActions.openDialog('redeemBook'))}
          sx={{ borderRadius: 5, bgcolor: '#fff', display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {Msg.navExchange}
        </Button>
        <Tooltip title={Msg.navGuide}>
          <IconButton aria-label={Msg.navGuide} onClick={() => dispatch(appActions.openDialog('guide'))}>
            <TipsAndUpdatesRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="帮助中心">
          <IconButton aria-label="帮助中心" onClick={() => openHelpWindow()}>
            <HelpOutlineRounded />
          </IconButton>
        </Tooltip>
        <SettingsPopover updateCheck={p.updateCheck} onFeedback={p.onFeedback} />
        <ProfilePopover onAction={p.onProfile} />
      </Stack>
    </Box>
  );
}
