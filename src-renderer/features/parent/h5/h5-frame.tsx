import CastRoundedIcon from '@mui/icons-material/CastRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { BottomNavigation, BottomNavigationAction, Box, Paper, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths, to } from '../../../config/paths';
import { tokens } from '../../../platform/storage';
import { LargeTextScope } from '../../../components/large-text';

const TABS = [
  ['index', '首页', HomeRoundedIcon],
  ['activity', '活动', EmojiEventsRoundedIcon],
  ['ScreenCasting', '投屏', CastRoundedIcon],
  ['my', '我的', PersonRoundedIcon],
] as const;

/**
 * The H5 home–school area's frame (phone first, 390×844): a title bar, the screen, and the tab bar 首页 · 活动 · 投屏
 * · 我的. Its screens need the parent's sign-in: without it they go to /h5/login and come back after.
 */
export function H5Frame(props: { title: string; Screen: ComponentType }) {
  const loc = useLocation();
  const navigate = useNavigate();
  if (!tokens.has('parent'))
    return <Navigate to={to.withRedirect(paths.h5Login, `${loc.pathname}${loc.search}`)} replace />;
  const tab = TABS.findIndex(([s]) => loc.pathname === `${paths.h5}/${s}`);
  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: '100vh', pb: 9 }}>
      <LargeTextScope />
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: '#fff',
          minHeight: 48,
          px: 1,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Typography component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {props.title}
        </Typography>
      </Box>
      <main>
        <props.Screen />
      </main>
      <Paper elevation={3} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3 }}>
        <BottomNavigation
          showLabels
          value={tab}
          onChange={(_e, i: number) => navigate(`${paths.h5}/${TABS[i]![0]}`)}
          component="nav"
          aria-label="家校互动"
        >
          {TABS.map(([s, label, Icon]) => (
            <BottomNavigationAction key={s} label={label} icon={<Icon />} />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
