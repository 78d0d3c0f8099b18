import type { RouteObject } from 'react-router';
import { MENU } from '../menu';
import { paths } from '../paths';
import { titled } from './helpers';

const rel = (p: string) => p.replace(`${paths.classpro}/`, '');

/** Everything under the teacher shell at /classpro (spec section 2, teacher area). */
export const teacherRoutes: RouteObject = {
  path: paths.classpro,
  lazy: async () => ({ Component: (await import('../../features/teacher-shell/pages/teacher-layout')).default }),
  children: [
    { index: true, ...titled('', '推荐') },
    ...MENU.filter((m) => m.path !== paths.classpro).map((m) => titled(rel(m.path), m.title)),
    titled(rel(paths.home), '首页'),
    titled(rel(paths.calendar), '教学日历'),
    titled(rel(paths.special), '专题'),
    titled(rel(paths.skyClass), '天空课堂'),
    titled(rel(paths.skyClassLesson), '课程详情'),
    titled(rel(paths.digitalbookDetail), '教材详情'),
    titled(rel(paths.mySubjectDetail), '教研详情'),
    titled(rel(paths.myResourceDetail), '资源详情'),
    titled(rel(paths.aitrainingDetail), 'AI实验详情'),
    titled(rel(paths.finacePractice), '财务实训'),
    titled(rel(paths.coursePackage), '课程包'),
    titled(rel(paths.courseDetail), '课程详情'),
    titled(rel(paths.geolocation), '定位测试'),
    titled(rel(paths.gradeStatistics), '成绩统计'),
    titled(rel(paths.classroom), '课堂'),
    titled(rel(paths.skyClassAll), '全部课程'),
  ].map((r) => ({ ...r, path: r.index ? undefined : r.path })) as RouteObject[],
};
