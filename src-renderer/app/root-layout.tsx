import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { READER_PREFIX } from '../config/paths';
import { isMobileBrowser, isPhoneArea } from '../features/mobile-tip/open-app';
import { isDesktop } from '../platform/desktop';
import { onToastPosted } from '../platform/notify';
import { isSignInShellPath, removeSignInShell } from '../platform/sign-in-shell';
import { session, tokens } from '../platform/storage';

// The toast UI (Snackbar, Alert) loads with the first toast: most first visits never show one.
const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastPosted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// Issue 32: the agreements check (its contract and, when needed, its dialog) loads only for a signed-in user.
const AgreementCheck = lazy(() => import('./agreement-check'));

// The open-in-app banner of phone browsers in the phone-first areas (parent, H5, mobile reader; issue 34.25): only
// this test is in the entry, the banner loads when shown. Decided once per page load: once shown in a session (the
// banner sets its flag), a reload does not show it again; it stays while the user moves within those areas.
const PhoneBanner = lazy(() => import('./phone-banner'));

/** The root of every screen: the guarded outlet and the app-wide layers. */
export function RootLayout() {
  const { pathname } = useLocation();
  const [tipWanted] = useState(
    () => !isDesktop() && isMobileBrowser(navigator.userAgent) && !session.get('firstMobileTip'),
  );
  // The pre-rendered sign-in panel stays only while the app is on its way to the teacher sign-in (which removes it).
  useLayoutEffect(() => {
    if (!isSignInShellPath(pathname)) removeSignInShell();
  }, [pathname]);
  return (
    <>
      <SkipLink />
      {tipWanted && isPhoneArea(pathname, READER_PREFIX) && (
        <Suspense fallback={null}>
          <PhoneBanner />
        </Suspense>
      )}
      <Outlet />
      <LazyToaster />
      {(tokens.has('teacher') || tokens.has('parent')) && (
        <Suspense fallback={null}>
          <AgreementCheck />
        </Suspense>
      )}
    </>
  );
}
