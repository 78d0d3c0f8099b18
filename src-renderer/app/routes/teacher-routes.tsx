import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from './helpers';

const rel = (p: string) => p.replace(`${paths.classpro}/`, '');
const page = (p: string, load: Parameters<typeof lazyPage>[1]) => lazyPage(rel(p), load);
const dashboard = () => import('../../features/home/pages/dashboard-page');
/**
 * Starts the dashboard's banner download beside the page's code (features/home/api/prefetch-dashboard.ts). Only a
 * head start: when its chunk cannot load (offline without it cached), the page loads its banners itself.
 */
const dashboardLoader = async () => {
  await import('../../features/home/api/prefetch-dashboard').then(
    (m) => m.prefetchDashboard(),
    () => undefined,
  );
  return null;
};

/** Everything under the teacher shell at /classpro (spec section 2, teacher area). */
export const teacherRoutes: RouteObject = {
  path: paths.classpro,
  lazy: async () => ({ Component: (await import('../teacher-layout-route')).default }),
  children: [
    { index: true, loader: dashboardLoader, lazy: async () => ({ Component: (await dashboard()).default }) },
    { ...page(paths.home, dashboard), loader: dashboardLoader },
    page(paths.aiCourse, () => import('../../features/catalog/pages/ai-course-list-page')),
    page(paths.skyCourse, () => import('../../features/catalog/pages/live-course-list-page')),
    page(paths.digitalbooks, () => import('../../features/catalog/pages/book-list-page')),
    page(paths.activityList, () => import('../../features/catalog/pages/activity-list-page')),
    page(paths.myClass, () => import('../../features/classes/pages/my-class-page')),
    page(paths.myCourse, () => import('../../features/classes/pages/my-course-page')),
    page(paths.myDigitalbooks, () => import('../../features/classes/pages/my-books-page')),
    page(paths.geolocation, () => import('../../features/region/pages/geolocation-page')),
    page(paths.myActivity, () => import('../../features/activity/pages/my-activity-page')),
    page(paths.myData, () => import('../../features/statistics/pages/my-data-page')),
    page(paths.onlineClass, () => import('../../features/boutique/pages/online-class-page')),
    page(paths.onlineClassDetail, () => import('../../features/boutique/pages/course-detail-page')),
    page(paths.onlineClassLearn, () => import('../../features/boutique/pages/learn-page')),
    page(paths.myOnlineClass, () => import('../../features/boutique/pages/my-online-class-page')),
    page(paths.mySubject, () => import('../../features/research/pages/my-subject-page')),
    page(paths.myResource, () => import('../../features/resources/pages/my-resource-page')),
    page(paths.myAitraining, () => import('../../features/training/pages/my-ai-training-page')),
    page(paths.aitraining, () => import('../../features/training/pages/ai-training-page')),
    page(paths.calendar, () => import('../../features/calendar/pages/calendar-page')),
    page(paths.special, () => import('../../features/resources/pages/special-page')),
    page(paths.skyClass, () => import('../../features/live/pages/sky-class-page')),
    page(paths.skyClassLesson, () => import('../../features/live/pages/lesson-info-page')),
    page(paths.digitalbookDetail, () => import('../../features/digital/pages/detail/book-detail-page')),
    page(paths.mySubjectDetail, () => import('../../features/research/pages/group-detail-page')),
    page(paths.myResourceDetail, () => import('../../features/resources/pages/resource-detail-page')),
    page(paths.aitrainingDetail, () => import('../../features/training/pages/training-detail-page')),
    page(paths.finacePractice, () => import('../../features/training/pages/finance-practice-page')),
    page(paths.coursePackage, () => import('../../features/aicourse/pages/package-page')),
    page(paths.courseDetail, () => import('../../features/aicourse/pages/course-detail-page')),
    page(paths.gradeStatistics, () => import('../../features/task/pages/grade-statistics-page')),
    page(paths.skyClassAll, () => import('../../features/live/pages/all-course-page')),
  ],
};
