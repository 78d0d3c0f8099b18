import { createHashRouter, Navigate } from 'react-router';
import { local } from '../platform/storage';
import { guardLoader } from './guard-loader';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { authRoutes } from './routes/auth-routes';
import { otherRoutes } from './routes/other-routes';
import { teacherRoutes } from './routes/teacher-routes';
import { RouteError } from './route-error';

/** `/` goes to /classpro, or to the textbooks when the stored channel is digitalbook. */
function RootRedirect() {
  return <Navigate to={local.get('channel') === 'digitalbook' ? paths.digitalbooks : paths.classpro} replace />;
}

export const router = createHashRouter([
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: guardLoader,
    // The guard decides on every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      { path: paths.root, element: <RootRedirect /> },
      ...authRoutes,
      teacherRoutes,
      ...otherRoutes,
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
]);
