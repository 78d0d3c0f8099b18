import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from './helpers';

const teacherLogin = () => import('../../features/auth/pages/teacher-login-page');
const parentLogin = () => import('../../features/auth/pages/parent-login-page');
const publisherLogin = () => import('../../features/auth/pages/publisher-login-page');

/** Sign-in, registration and password screens of every area (issue 3). */
export const authRoutes: RouteObject[] = [
  lazyPage(paths.teacherLogin, teacherLogin),
  lazyPage(paths.loginWeb, teacherLogin),
  lazyPage(paths.jhubLogin, teacherLogin),
  lazyPage(paths.register, () => import('../../features/auth/pages/register-page')),
  lazyPage(paths.forgotPassword, () => import('../../features/auth/pages/forgot-password-page')),
  lazyPage(paths.parentLogin, parentLogin),
  lazyPage(paths.parentCheckLogin, parentLogin),
  lazyPage(paths.h5Login, parentLogin),
  lazyPage(paths.h5CheckLogin, parentLogin),
  lazyPage(paths.datacenterLogin, () => import('../../features/auth/pages/datacenter-login-page')),
  lazyPage(paths.publisherLogin, publisherLogin),
  lazyPage(paths.publisherLoginBare, publisherLogin),
  lazyPage(paths.expertLogin, () => import('../../features/auth/pages/expert-login-page')),
  lazyPage(paths.authorLogin, () => import('../../features/auth/pages/author-login-page')),
  lazyPage(paths.readerLogin, () => import('../../features/auth/pages/reader-login-page')),
];
