import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { onToastPosted } from '../platform/notify';

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
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
