import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { digitalBookRoutes } from './digital-book-routes';
import { areaPage, areaScreen, h5Page, lazyPage, titled } from './helpers';
import { readerRoutes } from './reader-routes';

/** The H5 home–school screens (issue 15) in the H5 frame (title bar and tabs; parent sign-in required). */
const H5_SCREENS: [string, string, () => Promise<{ default: ComponentType }>][] = [
  ['index', '家校互动', () => import('../../features/parent/pages/parent-home-page')],
  ['info', '孩子信息', () => import('../../features/parent/pages/h5-child-info-page')],
  ['my', '我的', () => import('../../features/parent/pages/h5-my-page')],
  ['my-info', '我的资料', () => import('../../features/parent/pages/parent-info-page')],
  ['my-jion', '我加入的班级', () => import('../../features/parent/pages/h5-my-join-page')],
];
/** The H5 activity screens (issue 14), phone first, open without signing in (`?activityId=`). */
const H5_ACTIVITY_SCREENS: [string, () => Promise<{ default: ComponentType }>][] = [
  ['activity', () => import('../../features/activity/pages/h5-activity-page')],
  ['apply', () => import('../../features/activity/pages/h5-apply-page')],
  ['submit-work', () => import('../../features/activity/pages/h5-submit-work-page')],
  ['submit', () => import('../../features/activity/pages/h5-submit-page')],
  ['check-work', () => import('../../features/activity/pages/h5-check-work-page')],
  ['check', () => import('../../features/activity/pages/h5-check-page')],
  ['list', () => import('../../features/activity/pages/h5-list-page')],
  ['checkPraise', () => import('../../features/activity/pages/h5-praise-page')],
  ['attachment', () => import('../../features/activity/pages/h5-attachment-page')],
];
/** The parent area's own screens (issue 15), each under the area header. */
const PARENT_SCREENS: [string, string, () => Promise<{ default: ComponentType }>][] = [
  ['index', '家长中心', () => import('../../features/parent/pages/parent-home-page')],
  ['home', '家长中心', () => import('../../features/parent/pages/parent-home-page')],
  ['info', '我的资料', () => import('../../features/parent/pages/parent-info-page')],
  ['change', '修改昵称', () => import('../../features/parent/pages/parent-change-page')],
  ['result', '操作结果', () => import('../../features/parent/pages/parent-result-page')],
];
const AUTHOR_SCREENS = [
  'home',
  'task',
  'audioVisualEditor',
  'class',
  'resources',
  'lectureNotes',
  'lectureNotesEditor',
  'lectureNotesPreview',
];
const BOOK_SCREENS = ['authreview'];

/** Areas other than the teacher shell and sign-in (spec section 2). Later issues replace titles with screens. */
export const otherRoutes: RouteObject[] = [
  lazyPage(paths.help, () => import('../../features/help/pages/help-page')),
  lazyPage(paths.community, () => import('../../features/community/pages/community-page')),
  lazyPage(paths.chuanEdu, () => import('../../features/resources/pages/region-page')),
  lazyPage(paths.chuanEduDetail, () => import('../../features/resources/pages/region-detail-page')),
  titled(paths.editCourse, '编辑课程'),
  titled(paths.authorInvite, '作者邀请'),
  titled(paths.editor, '编辑器'),
  lazyPage(paths.networkCheck, () => import('../../features/device-check/pages/device-check-page')),
  lazyPage(paths.course, () => import('../../features/aicourse/pages/course-center-page')),
  lazyPage(paths.courseTeam, () => import('../../features/aicourse/pages/course-team-page')),
  lazyPage(paths.data, () => import('../../features/my-data/pages/data-page')),
  lazyPage(paths.educationalClassinfo, () => import('../../features/tasks/pages/class-info-page')),
  titled(paths.doTrainingDetail, 'AI实验'),
  titled(paths.doExcelTraining, '财务实训'),
  lazyPage(paths.aiChat, () => import('../../features/aichat/pages/ai-chat-page')),
  lazyPage(paths.pythonTraining, () => import('../../features/python-lab/pages/python-training-page')),
  { path: paths.h5, element: <Navigate to={paths.h5Login} replace /> },
  ...H5_SCREENS.map(([s, title, load]) => h5Page(`${paths.h5}/${s}`, title, load)),
  lazyPage(`${paths.h5}/hassClassInfo`, () => import('../../features/parent/pages/class-info-page')),
  lazyPage(paths.h5ScreenCasting, () => import('../../features/parent/pages/h5-screen-casting-page')),
  ...H5_ACTIVITY_SCREENS.map(([screen, load]) => lazyPage(`${paths.h5}/${screen}`, load)),
  lazyPage(paths.activityCenter, () => import('../../features/activity/pages/activity-center-page')),
  lazyPage(paths.activityDetail, () => import('../../features/activity/pages/activity-detail-page')),
  lazyPage(paths.activityNews, () => import('../../features/activity/pages/news-page')),
  lazyPage(paths.activityExpert, () => import('../../features/activity/pages/activity-expert-page')),
  lazyPage(paths.activityExpertReview, () => import('../../features/activity/pages/expert-review-page')),
  lazyPage(paths.activityWork, () => import('../../features/activity/pages/work-page')),
  ...PARENT_SCREENS.map(([s, title, load]) =>
    areaPage(`${paths.parent}/${s}`, title, 'parent', paths.parentIndex, load),
  ),
  lazyPage(paths.parentClassInfo, () => import('../../features/parent/pages/class-info-page')),
  areaPage(
    '/parent/task/:taskId',
    '孩子的作业',
    'parent',
    paths.parentIndex,
    () => import('../../features/parent/pages/parent-task-page'),
  ),
  areaPage(
    '/parent/course/:aicourseId/:studentCourseId',
    '课程学习',
    'parent',
    paths.parentIndex,
    () => import('../../features/aicourse/pages/parent-course-page'),
  ),
  areaPage(
    '/parent/course/report/:aicourseId/:studentCourseId/:unitId',
    '学习报告',
    'parent',
    paths.parentIndex,
    () => import('../../features/aicourse/pages/parent-report-page'),
  ),
  areaPage(
    '/parent/course/homework/:aicourseId/:studentCourseId/:unitId/:sectionId/:classId',
    '课后作业',
    'parent',
    paths.parentIndex,
    () => import('../../features/aicourse/pages/parent-homework-page'),
  ),
  areaPage(
    paths.datacenterIndex,
    '数据中心',
    'datacenter',
    paths.datacenterIndex,
    () => import('../../features/datacenter/pages/datacenter-index-page'),
  ),
  areaPage(
    paths.datacenterCourse,
    '课程数据',
    'datacenter',
    paths.datacenterIndex,
    () => import('../../features/datacenter/pages/datacenter-course-page'),
  ),
  areaScreen(paths.publisherHome, '出版社工作台', 'publisher', paths.publisherHome),
  areaScreen(paths.publisherReview, '教材审核', 'publisher', paths.publisherHome),
  areaPage(
    paths.expertHome,
    '专家工作台',
    'expert',
    paths.expertHome,
    () => import('../../features/activity/pages/expert-home-page'),
  ),
  areaPage(
    paths.expertReview,
    '作品评审',
    'expert',
    paths.expertHome,
    () => import('../../features/activity/pages/expert-review-page'),
  ),
  ...AUTHOR_SCREENS.map((s) => areaScreen(`/author/${s}`, '作者工作台', 'author', paths.authorHome)),
  ...BOOK_SCREENS.map((s) => titled(`${paths.digitalbooksRoot}/${s}`, '数字教材')),
  lazyPage(paths.notebook, () => import('../../features/python-lab/pages/notebook-page')),
  // Textbook homework (issue 10): the teacher's tasks and the marking of one task's submissions.
  lazyPage(`${paths.digitalbooksRoot}/task-t`, () => import('../../features/tasks/pages/teacher-tasks-page')),
  lazyPage(`${paths.digitalbooksRoot}/task`, () => import('../../features/tasks/pages/task-review-page')),
  lazyPage(`${paths.digitalbooksRoot}/task-s`, () => import('../../features/tasks/pages/student-tasks-page')),
  lazyPage(`${paths.digitalbooksRoot}/push-task`, () => import('../../features/tasks/pages/push-task-page')),
  lazyPage(`${paths.digitalbooksRoot}/read`, () => import('../../features/digitalbooks/pages/reader/reader-page')),
  lazyPage(
    `${paths.digitalbooksRoot}/attendClass`,
    () => import('../../features/digitalbooks/pages/classroom/attend-class-page'),
  ),
  lazyPage(
    `${paths.digitalbooksRoot}/inClass`,
    () => import('../../features/digitalbooks/pages/classroom/in-class-page'),
  ),
  lazyPage(
    `${paths.digitalbooksRoot}/backPack`,
    () => import('../../features/digitalbooks/pages/backpack/backpack-page'),
  ),
  ...digitalBookRoutes,
  // The AI course classroom fills the projector, outside the teacher shell (like the textbook classroom).
  lazyPage(paths.classroom, () => import('../../features/aicourse/pages/classroom-page')),
  ...readerRoutes,
];
