import type { RoleArea } from '@shared/api/common';
import { config } from '../platform/config';

/**
 * Every route path of the product (spec section 2), owned here so that features never spell one twice.
 * Patterns use react-router's `:param` syntax; `to.*` helpers build concrete links.
 */
/** The mobile textbook reader area: the brand word (a build setting) followed by 'Book'. */
export const READER_PREFIX = `/${config.brand}Book`;

export const paths = {
  root: '/',
  // Public or login
  loginWeb: '/loginweb',
  teacherLogin: '/classpro/login',
  jhubLogin: '/jhub-login',
  register: '/classpro/register',
  forgotPassword: '/classpro/forgot',
  help: '/help',
  /** 无障碍声明 (issue 33): open without signing in. */
  accessibility: '/accessibility',
  /** 用户协议, 隐私政策, 儿童个人信息保护规则 (issue 32): open without signing in, `/agreement/user|privacy|children`. */
  agreementRoot: '/agreement',
  agreement: '/agreement/:kind',
  community: '/community',
  chuanEdu: '/chuanEdu',
  chuanEduDetail: '/chuanEdu/detail',
  editCourse: '/edit/course',
  authorInvite: '/authorInvite',
  editor: '/editor',
  readFromBack: '/readFromBack',
  lectureNotesRead: '/lectureNotesRead',
  // Teacher area
  classpro: '/classpro',
  aiCourse: '/classpro/aiCourse',
  skyCourse: '/classpro/skyCourse',
  digitalbooks: '/classpro/digitalbooks',
  activityList: '/classpro/activity',
  myCourse: '/classpro/myCourse',
  myDigitalbooks: '/classpro/myDigitalbooks',
  myActivity: '/classpro/myActivity',
  myData: '/classpro/myData',
  myClass: '/classpro/myClass',
  onlineClass: '/classpro/onlineClass',
  myOnlineClass: '/classpro/myOnlineClass',
  onlineClassDetail: '/classpro/onlineClass/detail/:id',
  onlineClassLearn: '/classpro/onlineClass/learn/:id',
  mySubject: '/classpro/mySubject',
  myResource: '/classpro/myResource',
  myAitraining: '/classpro/myAitraining',
  aitraining: '/classpro/aitraining',
  home: '/classpro/home',
  calendar: '/classpro/calendar',
  special: '/classpro/special',
  skyClass: '/classpro/skyClass',
  skyClassLesson: '/classpro/skyClass/lessonInfo/:lessonId',
  digitalbookDetail: '/classpro/digitalbooks/detail',
  mySubjectDetail: '/classpro/mySubject/detail/:id',
  myResourceDetail: '/classpro/myResource/detail/:id',
  aitrainingDetail: '/classpro/aitraining/detail/:id/:studentCourseId',
  finacePractice: '/classpro/aitraining/finacePractice',
  coursePackage: '/classpro/course/package/:categoryId/:packageId/:type',
  courseDetail: '/classpro/course/detail/:categoryId',
  geolocation: '/classpro/test/geolocation',
  gradeStatistics: '/classpro/gradeStatistics',
  classroom: '/classpro/classroom/:courseId',
  skyClassAll: '/classpro/skyClass/allCourse/:id',
  // Other top-level
  networkCheck: '/network/network-check',
  course: '/course',
  courseTeam: '/course/team/:categoryId',
  data: '/data',
  educationalClassinfo: '/educational/classinfo',
  educationalDiginfo: '/educational/diginfo',
  doTrainingDetail: '/doTrainingDetail/:id/:studentCourseId',
  doExcelTraining: '/doExcelTrainingDetail/finacePractice',
  aiChat: '/AIChat',
  pythonTraining: '/pyhtonTraining',
  // H5
  h5: '/h5',
  h5Login: '/h5/login',
  h5CheckLogin: '/h5/checkLogin',
  h5ScreenCasting: '/h5/ScreenCasting',
  // Activity
  activityCenter: '/activity',
  activityDetail: '/activity/detail/:activityId',
  activityNews: '/activity/news/:noticeId',
  activityExpert: '/activity/expert/:activityId',
  activityExpertReview: '/activity/expert/review/:activityId/:expertToken',
  activityWork: '/activity/work/:activityId/:workId',
  // Parent
  parent: '/parent',
  parentLogin: '/parent/login',
  parentCheckLogin: '/parent/checkLogin',
  parentClassInfo: '/parent/hassClassInfo',
  parentIndex: '/parent/index',
  // Data centre, publisher, expert, author
  datacenterLogin: '/datacenter/login',
  datacenterIndex: '/datacenter/index',
  datacenterCourse: '/datacenter/course',
  /** The operations console (issue 16; not in the spec): the data-centre area, for OPERATOR admins. */
  operations: '/operations',
  operationsMenus: '/operations/menus',
  publisherLogin: '/publisher/login/:publisheId',
  publisherLoginBare: '/publisher/login',
  publisherHome: '/publisher/home',
  publisherReview: '/publisher/review',
  expertLogin: '/expert/login',
  expertHome: '/expert/home',
  expertReview: '/expert/review',
  authorLogin: '/author/login',
  authorHome: '/author/home',
  // Digital books and the mobile textbook reader
  digitalbooksRoot: '/digitalbooks',
  /** A Python notebook of a book's lesson (issue 12), `?bookId=&lessonId=`. */
  notebook: '/digitalbooks/jupyterhub',
  reader: READER_PREFIX,
  readerLogin: `${READER_PREFIX}/login`,
} as const;

/** The role group a path belongs to (spec section 4, route guard): which token decides logged-in state. */
export function areaOfPath(path: string): RoleArea {
  if (startsWith(path, '/parent') || startsWith(path, '/h5')) return 'parent';
  if (startsWith(path, '/datacenter') || startsWith(path, '/operations')) return 'datacenter';
  if (startsWith(path, '/expert') || startsWith(path, '/activity/expert')) return 'expert';
  if (startsWith(path, '/publisher')) return 'publisher';
  // /edit/course is the author's AI-course editor (issue 16), like /editor.
  if (startsWith(path, '/author') || startsWith(path, '/editor') || startsWith(path, '/edit')) return 'author';
  return 'teacher';
}

export const isReaderPath = (path: string) => startsWith(path, READER_PREFIX);

/** `/a` matches `/a` and `/a/...`, not `/ab`. */
export function startsWith(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Login-expiry redirects by area (spec section 2). */
export function loginPathOf(area: RoleArea, path = ''): string {
  if (isReaderPath(path)) return paths.readerLogin;
  switch (area) {
    case 'parent':
      return startsWith(path, '/h5') ? paths.h5CheckLogin : paths.parentCheckLogin;
    case 'datacenter':
      return paths.datacenterLogin;
    case 'publisher':
      return paths.publisherLoginBare;
    case 'expert':
      return paths.expertLogin;
    case 'author':
      return paths.authorLogin;
    default:
      return paths.teacherLogin;
  }
}

/**
 * Where an expired or missing sign-in sends the user: the area's login, coming back to `here`. When `here` is itself a
 * sign-in page carrying a redirect (a second 901 answered after the first one moved there), its target is carried on
 * instead, so the address holds one redirect, not a login page nested in another (issue 34).
 */
export function signInRedirect(login: string, here: string): string {
  const [path = '', query = ''] = here.split('?');
  const inner = new URLSearchParams(query).get('redirect');
  const onLoginPage = startsWith(path, login) || /\/(login|checkLogin)(\/|$)/i.test(path);
  if (onLoginPage) return inner ? to.withRedirect(login, inner) : login;
  return to.withRedirect(login, here);
}

export const to = {
  /** One of the agreements (issue 32). */
  agreement: (kind: 'user' | 'privacy' | 'children') => `/agreement/${kind}`,
  publisherLogin: (id: string | number) => `/publisher/login/${id}`,
  withRedirect: (login: string, target: string) => `${login}?redirect=${encodeURIComponent(target)}`,
  /** 成绩统计 of one of the teacher's classes. */
  gradeStatistics: (classId: number) => `${paths.gradeStatistics}?classId=${classId}`,
  /** 班级信息 of one of the teacher's classes. */
  educationalClassinfo: (classId: number) => `${paths.educationalClassinfo}?classId=${classId}`,
  /** One research group of the teacher's school. */
  mySubjectDetail: (id: number) => paths.mySubjectDetail.replace(':id', String(id)),
  /** One notice or news item on the community page. */
  communityItem: (id: number) => `${paths.community}?id=${id}`,
  /** A resource of the region's catalogue (川教资源). */
  chuanEduDetail: (id: number) => `${paths.chuanEduDetail}?id=${id}`,
  /** A topic (专题). */
  special: (id: number) => `${paths.special}?id=${id}`,
  /** 班级资源 and one of its resources in the mobile reader area (a student's). */
  readerClassResource: () => `${READER_PREFIX}/classResource`,
  readerResource: (id: number) => `${READER_PREFIX}/resourceDetail?id=${id}`,
};
