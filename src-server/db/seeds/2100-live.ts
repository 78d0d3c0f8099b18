import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  classes,
  liveBookings,
  liveCommunications,
  liveCourses,
  liveLessonClasses,
  liveLessons,
  liveTeacherSlots,
  schools,
  users,
} from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { DEMO_TEACHERS, SECOND_SCHOOL } from './demo-classes';
import { LIVE_LESSONS, LIVE_SECOND_TEACHER } from './demo-live';

const DAY = 24 * 3600_000;
const BEIJING = 8 * 3600_000;
/** The Beijing day `days` after today's, at `hour`:`minute` Beijing time. */
const at = (now: Date, days: number, hour: number, minute = 0) =>
  new Date(Math.floor((now.getTime() + BEIJING) / DAY) * DAY - BEIJING + days * DAY + (hour * 60 + minute) * 60_000);

const M = (title: string, kind: string, url: string) => ({ title, kind, url });

/**
 * The live lessons (streams: modules/live/content.ts), the famous teachers' weekly slots, the second school's
 * teacher and class, and the demo teacher's applications, exchange and one booking.
 */
export async function seedLive(db: Executor) {
  const now = new Date();
  const courses = await db.select({ id: liveCourses.id }).from(liveCourses).orderBy(asc(liveCourses.id));
  const teacherIds: number[] = [];
  for (const t of DEMO_TEACHERS) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, t.mobile), eq(users.userType, 'TEACHER')));
    teacherIds.push(u!.id);
  }
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  const [second] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, SECOND_SCHOOL));
  if (courses.length < 5 || !me || !second) throw new Error('seed the catalogue, accounts and schools first');
  const c = (i: number) => courses[i]!.id;
  const t = (i: number) => teacherIds[i]!;
  const live = 'live-demo/index.m3u8';
  const replay = 'replay-demo/index.m3u8';
  const prep = [
    M('课前预习单', 'PDF', '/files/covers/live-course-1.svg'),
    M('实验材料清单：水杯、吸管、乒乓球', 'TEXT', ''),
  ];

  const lessons = await db
    .insert(liveLessons)
    .values([
      {
        courseId: c(0),
        teacherId: t(0),
        title: LIVE_LESSONS.always,
        subject: '科学',
        grade: '三年级',
        description: '跟随名师走进空间站，观察失重环境下的物体运动，全国课堂同步观看。',
        startAt: at(now, 0, 0),
        minutes: 24 * 60,
        daily: true,
        capacity: 50,
        streamPath: live,
        materials: prep,
      },
      {
        courseId: c(0),
        teacherId: t(0),
        title: LIVE_LESSONS.ended,
        subject: '科学',
        grade: '三年级',
        description: '水在失重时会变成一个球吗？一起回看空间站里的水球实验。',
        startAt: at(now, -3, 10),
        minutes: 45,
        capacity: 30,
        replayPath: replay,
        materials: prep,
      },
      {
        courseId: c(0),
        teacherId: t(2),
        title: LIVE_LESSONS.future,
        subject: '科学',
        grade: '四年级',
        description: '从反作用力讲起，动手做一枚吸管火箭。',
        startAt: at(now, 3, 10),
        minutes: 45,
        capacity: 30,
        materials: [M('吸管火箭制作步骤', 'TEXT', ''), M('课前小问题：火箭为什么能飞？', 'TEXT', '')],
      },
      {
        courseId: c(1),
        teacherId: t(1),
        title: LIVE_LESSONS.full,
        subject: '语文',
        grade: '三年级',
        description: '三种好用的开头方法，让作文一开始就吸引人。',
        startAt: at(now, 2, 14),
        minutes: 40,
        capacity: 1,
        materials: [M('范文三篇', 'TEXT', '')],
      },
      {
        courseId: c(1),
        teacherId: t(1),
        title: '作文：写一篇观察日记',
        subject: '语文',
        grade: '三年级',
        description: '学会有顺序地观察，把看到的写清楚。',
        startAt: at(now, -5, 14),
        minutes: 40,
        capacity: 30,
        replayPath: replay,
      },
      {
        courseId: c(2),
        teacherId: t(3),
        title: '新学期，我准备好了',
        subject: '心理健康',
        grade: '五年级',
        description: '帮助孩子调整作息、认识情绪，快速适应新学期。',
        startAt: at(now, 5, 15),
        minutes: 40,
        capacity: 40,
      },
      {
        courseId: c(3),
        teacherId: t(1),
        title: '一次函数与图像',
        subject: '数学',
        grade: '八年级',
        description: '从生活中的例子出发，理解一次函数的图像与性质。',
        startAt: at(now, 4, 9),
        minutes: 45,
        capacity: 30,
      },
      {
        courseId: c(3),
        teacherId: t(1),
        title: '函数的概念',
        subject: '数学',
        grade: '八年级',
        description: '变量与函数，从表格、图像和式子三种角度认识函数。',
        startAt: at(now, -2, 9),
        minutes: 45,
        capacity: 30,
        replayPath: replay,
      },
      {
        courseId: c(4),
        teacherId: t(2),
        title: '如何设计对照实验',
        subject: '科学',
        grade: '五年级',
        description: '控制变量，让实验结果更可信。',
        startAt: at(now, 6, 10),
        minutes: 45,
        capacity: 30,
      },
    ])
    .returning({ id: liveLessons.id, title: liveLessons.title });
  const lessonId = (title: string) => lessons.find((l) => l.title === title)!.id;

  // The famous teachers' weekly free slots (Beijing time): the first every day, the others on weekdays.
  const times = ['09:00', '10:00', '14:00', '15:30', '19:00'];
  for (const [i, teacherId] of teacherIds.entries()) {
    const weekdays = i === 0 ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5];
    await db
      .insert(liveTeacherSlots)
      .values(weekdays.flatMap((weekday) => times.map((time) => ({ teacherId, weekday, time, minutes: 40 }))));
  }

  // The second school's teacher and class.
  const [other] = await db
    .insert(users)
    .values({
      mobile: LIVE_SECOND_TEACHER.mobile,
      displayName: LIVE_SECOND_TEACHER.displayName,
      userType: LIVE_SECOND_TEACHER.userType,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      schoolId: second.id,
      roles: ['ROLE_DEFAULT'],
    })
    .returning({ id: users.id });
  const [otherClass] = await db
    .insert(classes)
    .values({ schoolId: second.id, ownerId: other!.id, type: 'INTEREST', name: LIVE_SECOND_TEACHER.className })
    .returning({ id: classes.id });
  await db
    .insert(liveLessonClasses)
    .values({ lessonId: lessonId(LIVE_LESSONS.full), classId: otherClass!.id, teacherId: other!.id });

  // The demo teacher's 三年级2班 (the administrative class) applied the ended lesson and asked a question.
  const [admin] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.ownerId, me.id), eq(classes.type, 'ADMIN')));
  if (!admin) throw new Error('seed the demo classes first');
  const ended = lessonId(LIVE_LESSONS.ended);
  await db.insert(liveLessonClasses).values({ lessonId: ended, classId: admin.id, teacherId: me.id });
  await db.insert(liveCommunications).values([
    {
      lessonId: ended,
      userId: me.id,
      role: 'CLASS',
      content: '同学们想知道：在空间站里喝水会不会呛到？',
      createdAt: at(now, -3, 11),
    },
    {
      lessonId: ended,
      userId: t(0),
      role: 'TEACHER',
      content: '好问题！航天员用吸管从水袋里喝水，水靠表面张力聚成一团，只要小口喝就不会呛到。',
      createdAt: at(now, -3, 16, 30),
    },
  ]);
  // One booking of a famous teacher's slot, five days ahead (still cancellable).
  const start = at(now, 5, 14);

  await db.insert(liveBookings).values({
    teacherId: t(0),
    bookedBy: me.id,
    classId: admin.id,
    startAt: start,
    endAt: new Date(start.getTime() + 40 * 60_000),
  });
}
