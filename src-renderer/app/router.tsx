import { createHashRouter, Navigate } from 'react-router';
import { paths } from './paths';

export const router = createHashRouter([
  { path: paths.root, element: <Navigate to={paths.classpro} replace /> },
  {
    path: paths.teacherLogin,
    lazy: () => import('../features/auth/pages/teacher-login-page').then((m) => ({ Component: m.default })),
  },
  {
    path: paths.loginWeb,
    lazy: () => import('../features/auth/pages/teacher-login-page').then((m) => ({ Component: m.default })),
  },
  { path: '*', element: <Navigate to={paths.teacherLogin} replace /> },
]);
