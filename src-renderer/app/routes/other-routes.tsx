import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { digitalBookRoutes } from './digital-book-routes';
import { areaPage, bookScreen, h5Page, lazyPage } from './helpers';
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
type Load = () => Promise<{ default: ComponentType }>;
const AUTHOR_TASKS: Load = () => import('../../features/authoring/pages/author-task-page');
const REVIEW: Load = () => import('../../features/authoring/pages/publisher-review-page');
/** Authors' and publishers' screens (issue 16): [path, title, area, screen]. */
const AUTHORING_SCREENS: [string, string, 'author' | 'publisher', Load][] = [
  ['/author/home', '作者工作台', 'author', () => import('../../features/authoring/pages/author-home-page')],
  ['/author/task', '写作任务', 'author', AUTHOR_TASKS],
  ['/author/lectureNotes', '我的讲义', 'author', AUTHOR_TASKS],
  [
    '/author/lectureNotesEditor',
    '编写讲义',
    'author',
    () => import('../../features/authoring/pages/lecture-notes-editor-page'),
  ],
  [
    '/author/lectureNotesPreview',
    '讲义预览',
    'author',
    () => import('../../features/authoring/pages/lecture-notes-preview-page'),
  ],
  ['/author/resources', '教材资源', 'author', () => import('../../features/authoring/pages/author-resources-page')],
  [
    paths.publisherHome,
    '出版社工作台',
    'publisher',
    () => import('../../features/authoring/pages/publisher-home-page'),
  ],
  [paths.publisherReview, '教材审核', 'publisher', REVIEW],
  [`${paths.digitalbooksRoot}/authreview`, '教材审核', 'publisher', REVIEW],
];

/** Areas other than the teacher shell and sign-in (spec section 2). Later issues replace titles with screens. */
export const otherRoutes: RouteObject[] = [
  lazyPage(paths.help, () => import('../../features/help/pages/help-page')),
  lazyPage(paths.accessibility, () => import('../../features/help/pages/accessibility-page')),
  lazyPage(paths.agreement, () => import('../../features/agreement/pages/agreement-page')),
  lazyPage(paths.community, () => import('../../features/community/pages/community-page')),
  lazyPage(paths.chuanEdu, () => import('../../features/resources/pages/region-page')),
  lazyPage(paths.chuanEduDetail, () => import('../../features/resources/pages/region-detail-page')),
  // Author editing (issue 16): the catalogue and AI-course editors, chapters of audio and video, classes.
  areaPage(
    paths.editCourse,
    '编辑课程',
    'author',
    paths.authorHome,
    () => import('../../features/editing/pages/course-editor-page'),
  ),
  lazyPage(paths.authorInvite, () => import('../../features/authoring/pages/author-invite-page')),
  areaPage(
    paths.editor,
    '编辑器',
    'author',
    paths.authorHome,
    () => import('../../features/editing/pages/catalogue-editor-page'),
  ),
  lazyPage(paths.networkCheck, () => import('../../features/network/pages/device-check-page')),
  lazyPage(paths.course, () => import('../../features/aicourse/pages/course-center-page')),
  lazyPage(paths.courseTeam, () => import('../../features/aicourse/pages/course-team-page')),
  lazyPage(paths.data, () => import('../../features/statistics/pages/data-page')),
  lazyPage(paths.educationalClassinfo, () => import('../../features/task/pages/class-info-page')),
  lazyPage(paths.doTrainingDetail, () => import('../../features/training/pages/do-training-page')),
  lazyPage(paths.doExcelTraining, () => import('../../features/training/pages/do-excel-training-page')),
  lazyPage(paths.aiChat, () => import('../../features/aigc/pages/ai-chat-page')),
  lazyPage(paths.pythonTraining, () => import('../../features/notebook/pages/python-training-page')),
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
  ...[paths.operations, `${paths.operations}/:section`].map((p) =>
    areaPage(
      p,
      '运营后台',
      'datacenter',
      paths.operationsMenus,
      () => import('../../features/operations/pages/operations-page'),
    ),
  ),
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
  areaPage(
    `/author/audioVisualEditor`,
    '音视频章节',
    'author',
    paths.authorHome,
    () => import('../../features/editing/pages/av-editor-page'),
  ),
  areaPage(
    `/author/class`,
    '使用班级',
    'author',
    paths.authorHome,
    () => import('../../features/editing/pages/class-page'),
  ),
  ...AUTHORING_SCREENS.map(([path, title, area, load]) =>
    areaPage(path, title, area, area === 'author' ? paths.authorHome : paths.publisherHome, load),
  ),
  lazyPage(paths.notebook, () => import('../../features/notebook/pages/notebook-page')),
  // Textbook homework (issue 10): the teacher's tasks and the marking of one task's submissions.
  bookScreen(
    `${paths.digitalbooksRoot}/task-t`,
    '作业管理',
    () => import('../../features/task/pages/teacher-tasks-page'),
  ),
  lazyPage(`${paths.digitalbooksRoot}/task`, () => import('../../features/task/pages/task-review-page')),
  lazyPage(`${paths.digitalbooksRoot}/task-s`, () => import('../../features/task/pages/student-tasks-page')),
  lazyPage(`${paths.digitalbooksRoot}/push-task`, () => import('../../features/task/pages/push-task-page')),
  lazyPage(`${paths.digitalbooksRoot}/read`, () => import('../../features/digital/pages/reader/reader-page')),
  lazyPage(
    `${paths.digitalbooksRoot}/attendClass`,
    () => import('../../features/digital/pages/classroom/attend-class-page'),
  ),
  lazyPage(`${paths.digitalbooksRoot}/inClass`, () => import('../../features/digital/pages/classroom/in-class-page')),
  lazyPage(`${paths.digitalbooksRoot}/backPack`, () => import('../../features/digital/pages/backpack/backpack-page')),
  ...digitalBookRoutes,
  // The AI course classroom fills the projector, outside the teacher shell (like the textbook classroom).
  lazyPage(paths.classroom, () => import('../../features/aicourse/pages/classroom-page')),
  ...readerRoutes,
];
