import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { Msg } from '../../src-shared/rules/messages';
import type { E2EServer } from './harness';

/**
 * What the accessibility sweep visits (issue 33): every path of the renderer's route table, as the role that uses it,
 * with demo-data ids where the path needs them. A route added to the table is swept without touching this file unless
 * it needs ids (then the sweep fails and asks for an address here).
 */
export type Role =
  'visitor' | 'teacher' | 'student' | 'parent' | 'expert' | 'publisher' | 'author' | 'datacenter' | 'operator';

export interface Visit {
  /** The route table's path. */
  route: string;
  /** The address after '#'. */
  url: string;
  role: Role;
  phone: boolean;
  /** How to open the screen's main dialog: buttons to press (accessible names) and fields to fill, in order. */
  dialog?: DialogStep[];
}

/** A button to press (its accessible name), or a text field (its accessible name) to fill with a value. */
export type DialogStep = string | { fill: string; value: string };

interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}
const ROUTES = resolve(import.meta.dirname, '../../src-renderer/app/routes');

/**
 * Every path of the route tables: the router's own modules, imported at run time (by a computed name, so that the
 * type check of the tests, which has no DOM or JSX, does not follow them into the renderer).
 */
export async function routeTablePaths(): Promise<{ auth: string[]; screens: string[] }> {
  const load = (name: string) => import(/* @vite-ignore */ resolve(ROUTES, name)) as Promise<Record<string, unknown>>;
  const teacherRoutes = (await load('teacher-routes.tsx')).teacherRoutes as RouteLike;
  const otherRoutes = (await load('other-routes.tsx')).otherRoutes as RouteLike[];
  const authTables = await load('auth-routes.tsx');
  const authRoutes = authTables.authRoutes as RouteLike[];
  const walk = (r: RouteLike, base: string, out: string[]) => {
    const p = r.index ? base : r.path ? (r.path.startsWith('/') ? r.path : `${base}/${r.path}`) : base;
    if (r.path || r.index) out.push(p);
    r.children?.forEach((c) => walk(c, p, out));
    return out;
  };
  const screens: string[] = [];
  [teacherRoutes, ...otherRoutes].forEach((r) => walk(r, '', screens));
  const auth: string[] = [];
  authRoutes.forEach((r) => walk(r, '', auth));
  return { auth: [...new Set(auth)], screens: [...new Set(screens)] };
}

/** Demo ids the addresses need, read from the seeded database. */
export async function demoIds(server: E2EServer) {
  const one = async (q: string) => {
    const res = (await server.app.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] };
    const row = res.rows[0];
    if (!row) throw new Error(`no demo row: ${q}`);
    return Number(Object.values(row)[0]);
  };
  const task = await one(`select id from tasks order by id limit 1`);
  return {
    task,
    taskBook: await one(`select book_id from tasks where id = ${task}`),
    taskLesson: await one(`select lesson_id from tasks where id = ${task}`),
    /** The second lesson of the task's book: its self-test is not the class's open homework. */
    testLesson: await one(
      `select id from digital_lessons where book_id = (select book_id from tasks where id = ${task}) order by sort, id offset 1 limit 1`,
    ),
    cls: await one(`select id from classes where name = '三年级2班'`),
    classCourse: await one(`select id from class_courses where course_type = 'AI_COURSE' order by id limit 1`),
    aicourse: await one(`select course_id from class_courses where course_type = 'AI_COURSE' order by id limit 1`),
    unit: await one(
      `select id from aicourse_units where aicourse_id = (select course_id from class_courses where course_type = 'AI_COURSE' order by id limit 1) order by sort limit 1`,
    ),
    authorBook: await one(`select book_id from author_tasks order by id limit 1`),
    authorTask: await one(`select id from author_tasks order by id limit 1`),
    inReview: await one(`select id from activities where name = '第五届青少年人工智能创意大赛'`),
    taking: await one(`select id from activities where name like '%书香校园%'`),
    registering: await one(`select id from activities where name like '编程挑战赛%'`),
    notice: await one(`select id from notices where activity_id is not null order by id limit 1`),
    work: await one(
      `select id from activity_works where activity_id = (select id from activities where name = '第五届青少年人工智能创意大赛') order by id limit 1`,
    ),
    docx: await one(`select id from digital_resources where format = 'docx' order by id limit 1`),
    sharedResource: await one(`select resource_id from library_class_shares order by resource_id limit 1`),
  };
}
type Ids = Awaited<ReturnType<typeof demoIds>>;

const READER = '/classproBook';

/** Addresses of the routes that need ids or a query; a route with `:param` missing here fails the sweep. */
function addressOf(route: string, i: Ids): string[] | undefined {
  const ops = [...readFileSync(resolve(import.meta.dirname, OPERATIONS_PAGE), 'utf8').matchAll(/key: '(\w+)'/g)];
  const table: Record<string, string | string[]> = {
    '/classpro/onlineClass/detail/:id': '/classpro/onlineClass/detail/1',
    '/classpro/onlineClass/learn/:id': '/classpro/onlineClass/learn/1',
    '/classpro/skyClass/lessonInfo/:lessonId': '/classpro/skyClass/lessonInfo/1',
    '/classpro/digitalbooks/detail': `/classpro/digitalbooks/detail?bookId=${i.taskBook}`,
    '/classpro/mySubject/detail/:id': '/classpro/mySubject/detail/2',
    '/classpro/myResource/detail/:id': '/classpro/myResource/detail/1',
    '/classpro/aitraining/detail/:id/:studentCourseId': '/classpro/aitraining/detail/1/0',
    '/classpro/course/package/:categoryId/:packageId/:type': '/classpro/course/package/1/1/1',
    '/classpro/course/detail/:categoryId': `/classpro/course/detail/${i.aicourse}`,
    '/classpro/gradeStatistics': `/classpro/gradeStatistics?classId=${i.cls}`,
    '/classpro/skyClass/allCourse/:id': '/classpro/skyClass/allCourse/1',
    '/classpro/classroom/:courseId': `/classpro/classroom/${i.aicourse}?studentCourseId=${i.classCourse}`,
    '/chuanEdu/detail': '/chuanEdu/detail?id=1',
    '/editor': `/editor?bookId=${i.authorBook}`,
    '/course/team/:categoryId': `/course/team/${i.aicourse}`,
    '/educational/classinfo': `/educational/classinfo?classId=${i.cls}`,
    '/doTrainingDetail/:id/:studentCourseId': '/doTrainingDetail/1/0',
    '/h5/activity': `/h5/activity?activityId=${i.inReview}`,
    '/h5/apply': `/h5/apply?activityId=${i.registering}`,
    '/h5/submit-work': `/h5/submit-work?activityId=${i.taking}`,
    '/h5/submit': `/h5/submit?activityId=${i.taking}`,
    '/h5/check-work': `/h5/check-work?activityId=${i.inReview}`,
    '/h5/check': `/h5/check?activityId=${i.inReview}`,
    '/h5/list': `/h5/list?activityId=${i.inReview}`,
    '/h5/checkPraise': `/h5/checkPraise?activityId=${i.inReview}`,
    '/h5/attachment': `/h5/attachment?activityId=${i.inReview}`,
    '/activity/detail/:activityId': `/activity/detail/${i.inReview}`,
    '/activity/news/:noticeId': `/activity/news/${i.notice}`,
    '/activity/expert/:activityId': `/activity/expert/${i.inReview}`,
    '/activity/expert/review/:activityId/:expertToken': `/activity/expert/review/${i.inReview}/demo-expert-review-2026`,
    '/activity/work/:activityId/:workId': `/activity/work/${i.inReview}/${i.work}`,
    '/parent/task/:taskId': `/parent/task/${i.task}`,
    '/parent/course/:aicourseId/:studentCourseId': `/parent/course/${i.aicourse}/${i.classCourse}`,
    '/parent/course/report/:aicourseId/:studentCourseId/:unitId': `/parent/course/report/${i.aicourse}/${i.classCourse}/${i.unit}`,
    '/parent/course/homework/:aicourseId/:studentCourseId/:unitId/:sectionId/:classId': `/parent/course/homework/${i.aicourse}/${i.classCourse}/${i.unit}/1/${i.cls}`,
    '/operations/:section': ops.map((m) => `/operations/${m[1]}`),
    '/author/audioVisualEditor': `/author/audioVisualEditor?bookId=${i.authorBook}`,
    '/author/lectureNotesEditor': `/author/lectureNotesEditor?writingTaskId=${i.authorTask}`,
    '/author/lectureNotesPreview': `/author/lectureNotesPreview?writingTaskId=${i.authorTask}`,
    '/digitalbooks/jupyterhub': `/digitalbooks/jupyterhub?bookId=${i.authorBook}`,
    '/digitalbooks/task': `/digitalbooks/task?taskId=${i.task}&classId=${i.cls}`,
    '/digitalbooks/read': `/digitalbooks/read?bookId=${i.taskBook}`,
    '/digitalbooks/attendClass': `/digitalbooks/attendClass?bookId=${i.taskBook}`,
    '/digitalbooks/inClass': `/digitalbooks/inClass?bookId=${i.taskBook}`,
    '/digitalbooks/backPack': `/digitalbooks/backPack?bookId=${i.taskBook}`,
    '/digitalbooks/resource': `/digitalbooks/resource?bookId=${i.taskBook}`,
    '/digitalbooks/audioVisualRead': `/digitalbooks/audioVisualRead?bookId=${i.taskBook}`,
    '/digitalbooks/lectureNotes': `/digitalbooks/lectureNotes?bookId=${i.taskBook}`,
    '/lectureNotesRead': `/lectureNotesRead?bookId=${i.taskBook}`,
    '/readFromBack': `/readFromBack?bookId=${i.taskBook}`,
    '/educational/diginfo': `/educational/diginfo?bookId=${i.taskBook}`,
    '/digitalbooks/qr': '/digitalbooks/qr?resourceId=1',
    [`${READER}/resourceDetail`]: `${READER}/resourceDetail?id=${i.sharedResource}`,
    [`${READER}/bookInfo`]: `${READER}/bookInfo?bookId=${i.taskBook}`,
    [`${READER}/bookRead`]: `${READER}/bookRead?bookId=${i.taskBook}`,
    [`${READER}/caseList`]: `${READER}/caseList?bookId=${i.taskBook}&lessonId=${i.taskLesson}`,
    [`${READER}/officeView`]: `${READER}/officeView?resourceId=${i.docx}`,
    [`${READER}/test`]: `${READER}/test?bookId=${i.taskBook}&lessonId=${i.testLesson}`,
    [`${READER}/taskDetail`]: `${READER}/taskDetail?taskId=${i.task}`,
    [`${READER}/group`]: `${READER}/group?classId=${i.cls}`,
    [`${READER}/note`]: `${READER}/note?bookId=${i.taskBook}`,
    [`${READER}/audioVisual`]: `${READER}/audioVisual?bookId=${i.taskBook}`,
    '/publisher/login/:publisheId': '/publisher/login/1',
    '/publisher/home': '/publisher/home?publisheId=1',
    '/agreement/:kind': ['/agreement/user', '/agreement/privacy', '/agreement/children'],
  };
  const a = table[route];
  return a === undefined ? undefined : Array.isArray(a) ? a : [a];
}
const OPERATIONS_PAGE = '../../src-renderer/features/operations/pages/operations-page.tsx';

/** Screens open to anyone, swept signed out (their signed-in look is the same page). */
const VISITOR_ROUTES = new Set([
  '/help',
  '/accessibility',
  '/agreement/:kind',
  '/community',
  '/chuanEdu',
  '/chuanEdu/detail',
  '/authorInvite',
  '/network/network-check',
  '/h5/ScreenCasting',
  '/activity/expert/review/:activityId/:expertToken',
  `${READER}/help`,
]);
/** The H5 activity screens are for visitors who signed up with a phone, not for parents. */
const H5_VISITOR = /^\/h5\/(activity|apply|submit-work|submit|check-work|check|list|checkPraise|attachment)$/;
const STUDENT_ROUTES = new Set(['/digitalbooks/task-s']);

function roleOf(route: string): Role {
  if (VISITOR_ROUTES.has(route) || H5_VISITOR.test(route)) return 'visitor';
  if (route.startsWith(READER) || STUDENT_ROUTES.has(route)) return 'student';
  if (route.startsWith('/parent') || route.startsWith('/h5')) return 'parent';
  if (route.startsWith('/operations')) return 'operator';
  if (route.startsWith('/datacenter')) return 'datacenter';
  if (route.startsWith('/expert') || route.startsWith('/activity/expert')) return 'expert';
  if (route.startsWith('/publisher') || route === '/digitalbooks/authreview') return 'publisher';
  if (/^\/(author|editor|edit)(\/|$)/.test(route)) return 'author';
  return 'teacher';
}
const phoneFirst = (route: string) =>
  route.startsWith('/agreement') || route.startsWith('/parent') || route.startsWith('/h5') || route.startsWith(READER);

/**
 * Routes not swept, each with its reason. Only a written reason keeps a route out.
 */
export const EXCLUDED: Record<string, string> = {};

/** Screens whose main dialog is swept open too: route, role, and the steps that open it. */
export const DIALOGS: { url: string; role: Role; steps: DialogStep[]; phone?: boolean }[] = [
  { url: '/classpro/myClass', role: 'teacher', steps: ['添加班级'] },
  { url: '/classpro/myResource', role: 'teacher', steps: ['上传资源'] },
  { url: '/classpro/calendar', role: 'teacher', steps: ['订阅日历'] },
  { url: '/classpro/onlineClass', role: 'teacher', steps: ['我的钱包'] },
  { url: '/parent/index', role: 'parent', steps: ['添加孩子'], phone: true },
  // The human check before an SMS, with its non-visual alternative (无障碍验证, a question to answer) open.
  {
    url: '/h5/checkLogin',
    role: 'visitor',
    steps: [{ fill: Msg.mobileRequired, value: '13800000002' }, Msg.smsGet, Msg.textCheckButton],
    phone: true,
  },
];

export async function sweepVisits(server: E2EServer): Promise<{ visits: Visit[]; missing: string[] }> {
  const ids = await demoIds(server);
  const { auth, screens } = await routeTablePaths();
  const visits: Visit[] = [];
  const missing: string[] = [];
  for (const route of auth) {
    if (EXCLUDED[route]) continue;
    const urls = addressOf(route, ids) ?? [route];
    const phone = route.startsWith('/parent') || route.startsWith('/h5') || route.startsWith(READER);
    for (const url of urls) {
      visits.push({ route, url, role: 'visitor', phone: false });
      if (phone) visits.push({ route, url, role: 'visitor', phone: true });
    }
  }
  for (const route of screens) {
    if (EXCLUDED[route]) continue;
    const urls = addressOf(route, ids);
    if (!urls && route.includes(':')) {
      missing.push(route);
      continue;
    }
    const role = roleOf(route);
    for (const url of urls ?? [route]) {
      visits.push({ route, url, role, phone: false });
      if (phoneFirst(route)) visits.push({ route, url, role, phone: true });
    }
  }
  for (const d of DIALOGS) visits.push({ route: d.url, url: d.url, role: d.role, phone: !!d.phone, dialog: d.steps });
  return { visits, missing };
}
