import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { READER_PREFIX } from '../../config/paths';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * The mobile textbook reader area (spec section 2 "Mobile textbook reader area", issue 10), phone first, at
 * `/{brand}Book/*`. Each screen: its path, its title, whether it needs the student's (or teacher's) sign-in, and its
 * page. Login is an auth route (`auth-routes.tsx`).
 */
const READER_SCREENS: [string, string, boolean, Load][] = [
  ['home', '我的书架', true, () => import('../../features/reader/pages/home-page')],
  ['help', '帮助中心', false, () => import('../../features/reader/pages/help-page')],
  ['myClasslist', '我的班级', true, () => import('../../features/reader/pages/my-class-list-page')],
  ['classResource', '班级资源', true, () => import('../../features/resources/pages/class-resource-page')],
  ['resourceDetail', '资源详情', true, () => import('../../features/resources/pages/reader-resource-page')],
  ['myInfoList', '我的', true, () => import('../../features/reader/pages/my-info-page')],
  ['bookInfo', '教材详情', false, () => import('../../features/digital/pages/mobile/mobile-book-info-page')],
  ['bookRead', '阅读', true, () => import('../../features/digital/pages/mobile/mobile-read-page')],
  ['caseList', '典型例题', true, () => import('../../features/reader/pages/case-list-page')],
  ['officeView', '文档预览', true, () => import('../../features/reader/pages/office-view-page')],
  ['test', '课堂自测', true, () => import('../../features/task/pages/reader-self-test-page')],
  ['task', '我的任务', true, () => import('../../features/task/pages/reader-tasks-page')],
  ['taskDetail', '任务详情', true, () => import('../../features/task/pages/reader-task-detail-page')],
  ['group', '学习小组', true, () => import('../../features/reader/pages/group-page')],
  ['progress', '学习进度', true, () => import('../../features/digital/pages/mobile/mobile-progress-page')],
  ['note', '我的笔记', true, () => import('../../features/digital/pages/mobile/mobile-notes-page')],
  ['audioVisual', '视听学习', true, () => import('../../features/digital/pages/audio-visual/audio-visual-page')],
];

export const readerRoutes: RouteObject[] = [
  { path: READER_PREFIX, element: <Navigate to={`${READER_PREFIX}/home`} replace /> },
  ...READER_SCREENS.map(([screen, title, signIn, load]) => ({
    path: `${READER_PREFIX}/${screen}`,
    lazy: async () => {
      const [{ ReaderFrame }, { default: Screen }] = await Promise.all([
        import('../../features/reader/reader-frame'),
        load(),
      ]);
      return { element: <ReaderFrame title={title} Screen={Screen} signIn={signIn} /> };
    },
  })),
];
