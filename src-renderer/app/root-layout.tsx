import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { onToastPosted } from '../platform/notify';
import { isSignInShellPath, removeSignInShell } from '../platform/sign-in-shell';
import { tokens } from '../platform/storage';

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

/** The root of every screen: the guarded outlet and the app-wide layers. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The pre-rendered sign-in panel stays only while the app is on its way to the teacher sign-in (which removes it).
  useLayoutEffect(() => {
    if (!isSignInShellPath(pathname)) removeSignInShell();
  }, [pathname]);
  return (
    <>
      <SkipLink />
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
