import { Box, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { pupilMenuFlags } from '@shared/rules/menu';
import { menuIndexOfPath, type MenuItem } from '../../../config/menu';
import { paths } from '../../../config/paths';
import { logoutLocally } from '../../../state/session';
import { useAppSelector } from '../../../state/store';
import { session } from '../../../platform/storage';
import { useAiBase } from '../api/get-ai-base';
import { useHomeworkNotice } from '../api/get-homework-notice';
import { ALL_ON, useMenuFlags } from '../api/get-menu-flags';
import { logoutOnServer } from '../api/logout';
import { ChatFrame, chatFrameSrc } from '../components/chat-frame';
import { Logo } from '../components/logo';
import { NavBar } from '../components/nav-bar';
import type { ProfileAction } from '../components/profile-popover';
import type { UpdateCheck } from '../components/settings-popover';
import { SideMenu } from '../components/side-menu';
import { beijing } from '../../../platform/dayjs';
import { greetingText } from '../greeting';
import { useLanding } from '../use-landing';

// The profile menu's dialogs and the phone-width menu drawer load when opened: the shell is every signed-in
// teacher's entry (its 250 KB budget), and most visits open none of them.
const NicknameDialog = lazy(() => import('../dialogs/nickname-dialog').then((m) => ({ default: m.NicknameDialog })));
const Drawer = lazy(() => import('@mui/material/Drawer'));
const FeedbackDialog = lazy(() => import('../dialogs/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const MobileDialog = lazy(() => import('../dialogs/mobile-dialog').then((m) => ({ default: m.MobileDialog })));
const PasswordDialog = lazy(() => import('../dialogs/password-dialog').then((m) => ({ default: m.PasswordDialog })));

export interface TeacherLayoutProps {
  /** Dialogs other features own (the classes host: redeem, bind school, guide ...). */
  dialogs?: ReactNode;
  /** The region display and picker; shown only in the aigc channel. */
  location?: ReactNode;
  /** The desktop app's manual update check ('check for update'); unavailable on the web. */
  updateCheck?: UpdateCheck;
  /** Extra clean-up on logout (the desktop feature's update flag). */
  onLogout?: () => void;
  /** Shown above everything (the mobile browser's open-in-app banner). */
  banner?: ReactNode;
}

type ShellDialog = 'nickname' | 'mobile' | 'password' | 'feedback' | null;

const SIDEBAR = { width: '19.09vw', minWidth: 208 } as const;

/** The teacher shell under /classpro: the left menu, the greeting in the top bar and the content. */
export default function TeacherLayout({
  dialogs,
  location: region,
  updateCheck,
  onLogout,
  banner,
}: TeacherLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const channel = useAppSelector((s) => s.app.channel);
  const user = useAppSelector((s) => s.session);
  const flagsQuery = useMenuFlags(channel);
  const channelFlags = flagsQuery.data ?? (flagsQuery.isError ? ALL_ON : undefined);
  // A pupil signs in to the same shell: the menu holds only what a pupil can use (issue 34).
  const pupil = user.userType === 'STUDENT';
  const flags = useMemo(
    () => (channelFlags && pupil ? pupilMenuFlags(channelFlags) : channelFlags),
    [channelFlags, pupil],
  );
  const notice = useHomeworkNotice();
  const aiBase = useAiBase();
  const [drawer, setDrawer] = useState(false);
  // Once opened, the drawer stays mounted so that closing it slides it out.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawer && !drawerUsed) setDrawerUsed(true);
  const [dialog, setDialog] = useState<ShellDialog>(null);
  useLanding(flags);

  // While a menu screen's code or loader data comes in, the old screen stays: a thin bar says it is coming and the
  // menu already shows the new item, alone, as selected (issue 34.14: two items looked selected for 3-7 s).
  const navigation = useNavigation();
  const pendingPath = navigation.state === 'idle' ? undefined : navigation.location?.pathname;
  const stored = Number(session.get('menuIndex')) || undefined;
  const selected = (pendingPath ? menuIndexOfPath(pendingPath) : undefined) ?? menuIndexOfPath(pathname) ?? stored;
  const select = (item: MenuItem) => {
    session.set('menuIndex', String(item.index));
    setDrawer(false);
    void navigate(item.path);
  };

  const logout = async () => {
    onLogout?.();
    await logoutOnServer();
    logoutLocally('teacher');
    client.clear();
    location.reload();
  };
  // After a password or mobile change every token is revoked: let 修改成功 show, then log out.
  const changed = () => {
    setDialog(null);
    setTimeout(() => void logout(), 1200);
  };
  const onProfile = (a: ProfileAction) => (a === 'logout' ? void logout() : setDialog(a));

  const menu = flags && (
    <>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 1 }}>
        <Logo onClick={channel === 'digitalbook' ? undefined : () => void navigate(paths.classpro)} />
      </Box>
      <SideMenu
        flags={flags}
        selected={selected}
        unread={notice.data?.unReadDigitalHomeworkCount ?? 0}
        onSelect={select}
      />
    </>
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {pendingPath && (
        <LinearProgress
          aria-label="正在加载"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.appBar + 1 }}
        />
      )}
      {banner}
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Box
          component="aside"
          data-testid="side-menu"
          sx={{
            ...SIDEBAR,
            flex: 'none',
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            bgcolor: '#fff',
            borderRight: '1px solid',
            borderColor: 'divider',
            display: { xs: 'none', md: 'block' },
          }}
        >
          {menu}
        </Box>
        {drawerUsed && (
          <Suspense fallback={null}>
            <Drawer
              open={drawer}
              onClose={() => setDrawer(false)}
              sx={{ display: { md: 'none' } }}
              slotProps={{ paper: { sx: { width: 240 } } }}
            >
              {menu}
            </Drawer>
          </Suspense>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <NavBar
            greeting={greetingText(beijing().hour(), user)}
            location={channel === 'aigc' ? region : undefined}
            updateCheck={updateCheck}
            onMenu={() => setDrawer(true)}
            onFeedback={() => setDialog('feedback')}
            onProfile={onProfile}
          />
          {!flags && <LinearProgress sx={{ mx: 3 }} />}
          <Box component="main" sx={{ flex: 1, px: { xs: 1.5, md: 3 }, pb: 4 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
      <ChatFrame src={chatFrameSrc(aiBase.data ?? '', paths.aiChat)} />
      <Suspense fallback={null}>
        {dialog === 'nickname' && <NicknameDialog open onClose={() => setDialog(null)} />}
        {dialog === 'mobile' && <MobileDialog onClose={() => setDialog(null)} onChanged={changed} />}
        {dialog === 'password' && <PasswordDialog onClose={() => setDialog(null)} onChanged={changed} />}
        {dialog === 'feedback' && <FeedbackDialog onClose={() => setDialog(null)} />}
      </Suspense>
      {dialogs}
    </Box>
  );
}
