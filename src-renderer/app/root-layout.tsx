import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { onToastPosted } from '../platform/notify';
import { isSignInShellPath, removeSignInShell } from '../platform/sign-in-shell';

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

/** The root of every screen: the guarded outlet and the app-wide layers. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The pre-rendered sign-in panel stays only while the app is on its way to the teacher sign-in (which removes it).
  useLayoutEffect(() => {
    if (!isSignInShellPath(pathname)) removeSignInShell();
  }, [pathname]);
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
