import { Outlet } from 'react-router';
import { Toaster } from '../components/toaster';

/** The root of every screen: the guarded outlet and the app-wide layers. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
