import { createHashRouter, matchRoutes, Navigate, type PatchRoutesOnNavigationFunction } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { local } from '../platform/storage';
import { decideNow, guardLoader } from './guard-loader';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { authRoutes } from './routes/auth-routes';
import { RouteError } from './route-error';

/** `/` goes to /classpro, or to the textbooks when the stored channel is digitalbook. */
function RootRedirect() {
  return <Navigate to={local.get('channel') === 'digitalbook' ? paths.digitalbooks : paths.classpro} replace />;
}

/**
 * Every screen but the sign-in pages sits under the data layout (app state and server data providers), and that
 * subtree joins the route tree only once the guard would let a navigation through: react-router loads every matched
 * route's lazy chunks in parallel with the guard's loader, so a signed-out deep link would otherwise download the
 * data layout, the teacher shell and the page before being sent to a sign-in page. Until then such a path matches
 * only the catch-all, and the guard redirects. A signed-in load (the guard fetching the user) still loads the chunks
 * in parallel with that fetch. The route tables of those screens are chunks of their own, loaded with the patch, so a
 * signed-out entry does not carry them (signed-out entries have a size budget); a teacher's screen under the shell
 * patches in the teacher's table alone (the signed-in teacher's entry has a budget too), and the first navigation
 * that table does not match (a path that then matches only the catch-all, which React Router asks about again) adds
 * every other screen.
 */
let dataAdded = false;
let otherAdded = false;
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (otherAdded) return;
  const [pathname, search] = path.split('?');
  if (decideNow(pathname!, search).kind === 'redirect') return;
  // React Router also asks on paths a dynamic route matches (/publisher/login/1), in case a static route could be
  // patched in: a sign-in page needs no screens.
  if (matchRoutes(authRoutes, pathname!)) return;
  if (!dataAdded) {
    const { teacherRoutes } = await import('./routes/teacher-routes');
    // A navigation overtaken by another drops its patch: the next one patches instead.
    if (dataAdded || signal.aborted) return;
    dataAdded = true;
    patch('root', [
      {
        id: 'data',
        lazy: async () => ({ Component: (await import('./data-layout')).default }),
        children: [teacherRoutes],
      },
    ]);
    if (matchRoutes([teacherRoutes], pathname!)) return;
  }
  const { otherRoutes } = await import('./routes/other-routes');
  if (otherAdded || signal.aborted) return;
  otherAdded = true;
  patch('data', otherRoutes);
};

export const router = createHashRouter(
  [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the guard loader runs on the first load (and silences React Router's "No HydrateFallback").
      hydrateFallbackElement: <PageLoading />,
      loader: guardLoader,
      // The guard decides on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        { path: paths.root, element: <RootRedirect /> },
        // Sign-in pages use neither the app state nor server data: they stay out of the data layout.
        ...authRoutes,
        { path: '*', element: <Navigate to={paths.root} replace /> },
      ],
    },
  ],
  { patchRoutesOnNavigation },
);
