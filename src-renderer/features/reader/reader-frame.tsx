import ArrowBackIosNewRounded from '@mui/icons-material/ArrowBackIosNewRounded';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { BottomNavigation, BottomNavigationAction, Box, IconButton, Paper, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { READER_PREFIX, paths, to } from '../../config/paths';
import { tokens } from '../../platform/storage';
import { useCanGoBack } from '../../components/use-can-go-back';

/** The tab screens of the mobile reader area: 书架 (home) · 任务 · 我的. */
const TABS = [
  ['home', '书架', MenuBookRounded],
  ['task', '任务', AssignmentRounded],
  ['myInfoList', '我的', PersonRounded],
] as const;

export type ReaderScreenProps = { title: string; Screen: ComponentType; signIn: boolean };

/**
 * The mobile textbook reader area's frame (phone first, 390×844; centred in a column on wider screens): a title bar
 * with 返回 on inner screens, the screen, and the tab bar on the three tab screens. The area is open without login
 * (spec section 6); screens that show the user's own books, tasks or notes send a signed-out visitor to the area's
 * login and come back after.
 */
export function ReaderFrame({ title, Screen, signIn }: ReaderScreenProps) {
  const loc = useLocation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  if (signIn && !tokens.has('teacher'))
    return <Navigate to={to.withRedirect(paths.readerLogin, `${loc.pathname}${loc.search}`)} replace />;
  const tab = TABS.findIndex(([s]) => loc.pathname === `${READER_PREFIX}/${s}`);
  return (
    <Box sx={{ bgcolor: '#f2f5f9', minHeight: '100vh' }}>
      <Box sx={{ maxWidth: 560, mx: 'auto', minHeight: '100vh', bgcolor: '#f2f5f9', pb: tab >= 0 ? 9 : 2 }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 3,
            bgcolor: '#fff',
            height: 48,
            display: 'grid',
            gridTemplateColumns: '48px 1fr 48px',
            alignItems: 'center',
            borderBottom: '1px solid #e8edf3',
          }}
        >
          {tab < 0 ? (
            <IconButton
              aria-label="返回"
              onClick={() => (canGoBack ? navigate(-1) : navigate(`${READER_PREFIX}/home`))}
              sx={{ justifySelf: 'center' }}
            >
              <ArrowBackIosNewRounded fontSize="small" />
            </IconButton>
          ) : (
            <span />
          )}
          <Typography component="h1" noWrap sx={{ fontWeight: 600, fontSize: 17, textAlign: 'center' }}>
            {title}
          </Typography>
        </Box>
        <main>
          <Screen />
        </main>
      </Box>
      {tab >= 0 && (
        <Paper elevation={3} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3 }}>
          <BottomNavigation
            showLabels
            value={tab}
            onChange={(_e, i: number) => navigate(`${READER_PREFIX}/${TABS[i]![0]}`)}
            component="nav"
            aria-label="数字教材"
            sx={{ maxWidth: 560, mx: 'auto' }}
          >
            {TABS.map(([s, label, Icon]) => (
              <BottomNavigationAction key={s} label={label} icon={<Icon />} />
            ))}
          </BottomNavigation>
        </Paper>
      )}
    </Box>
  );
}
