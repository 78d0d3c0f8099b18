import type { RouteObject } from 'react-router';
import { paths, READER_PREFIX } from '../paths';
import { lazyPage, titled } from './helpers';

const teacherLogin = () => import('../../features/auth/pages/teacher-login-page');

/** Sign-in, registration and password screens of every area. */
export const authRoutes: RouteObject[] = [
  lazyPage(paths.teacherLogin, teacherLogin),
  lazyPage(paths.loginWeb, teacherLogin),
  lazyPage(paths.jhubLogin, teacherLogin),
  titled(paths.register, '注册'),
  titled(paths.forgotPassword, '找回密码'),
  titled(paths.parentLogin, '家长登录'),
  titled(paths.parentCheckLogin, '家长登录'),
  titled(paths.h5Login, '家长登录'),
  titled(paths.h5CheckLogin, '家长登录'),
  titled(paths.datacenterLogin, '数据中心登录'),
  titled(paths.publisherLogin, '出版社登录'),
  titled(paths.publisherLoginBare, '出版社登录'),
  titled(paths.expertLogin, '专家登录'),
  titled(paths.authorLogin, '作者登录'),
  titled(`${READER_PREFIX}/login`, '登录'),
];
