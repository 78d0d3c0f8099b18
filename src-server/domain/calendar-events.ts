import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { CalendarEvent } from '@shared/api/calendar';
import { aiJoin, courseTitle, liveJoin } from '../db/repositories/courses';
import type { Executor } from '../db/repositories/tx';
import {
  activities,
  activityRegistrations,
  aiCourses,
  aicourseLessons,
  classCourses,
  classes,
  liveCourses,
  taskClasses,
  tasks,
} from '../db/schema';
import { timelineOf } from './activity-timeline';
import { className } from './classes';
import { beijingDay, beijingMidnight } from './live-lessons';
import { liveEventsOf } from './live-calendar';

/**
 * Everything a teacher teaches in [from, to) (Beijing days), for the teaching calendar, its .ics export and its
 * subscription feed: the weekly plans of their classes' courses (one all-day event a planned day), their applied
 * live lessons and booked famous-teacher slots (live-calendar.ts), the submission deadlines of the activities they
 * registered for, and the deadlines of their textbook homework. Links are renderer paths.
 */
const DAY_MS = 24 * 3600_000;
const iso = (d: Date) => d.toISOString();

export async function calendarEventsOf(
  db: Executor,
  teacherId: number,
  from: Date,
  to: Date,
): Promise<CalendarEvent[]> {
  const [plans, live, acts, homework] = [
    await planEvents(db, teacherId, from, to),
    await liveEventsOf(db, teacherId, from, to),
    await activityEvents(db, teacherId, from, to),
    await taskEvents(db, teacherId, from, to),
  ];
  const liveEvents = live.map((e): CalendarEvent => ({
    id: e.id,
    kind: e.kind,
    title: e.title,
    detail: e.kind === 'LIVE_LESSON' ? '天空课堂直播' : '名师预约',
    start: iso(e.start),
    end: iso(e.end),
    allDay: false,
    link: e.link,
  }));
  return [...plans, ...liveEvents, ...acts, ...homework].sort(
    (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id),
  );
}

/** One event on each planned weekday (1 = Monday … 7 = Sunday) of each class course of the teacher's classes. */
async function planEvents(db: Executor, teacherId: number, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ cc: classCourses, cls: classes, title: courseTitle })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .leftJoin(aiCourses, aiJoin(classCourses.courseType, classCourses.courseId))
    .leftJoin(liveCourses, liveJoin(classCourses.courseType, classCourses.courseId))
    .where(eq(classes.ownerId, teacherId));
  const planned = rows.filter((r) => r.cc.weekdays);
  if (!planned.length) return [];
  const taughtRows = await db
    .select()
    .from(aicourseLessons)
    .where(
      inArray(
        aicourseLessons.classCourseId,
        planned.map((r) => r.cc.id),
      ),
    );
  const taught = new Set(taughtRows.map((r) => `${r.classCourseId}:${String(r.day).slice(0, 10)}`));
  const today = beijingDay(new Date());
  const now = new Date();
  const out: CalendarEvent[] = [];
  for (let d = beijingMidnight(from); d < to; d = new Date(d.getTime() + DAY_MS)) {
    const day = beijingDay(d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    for (const r of planned) {
      if (!r.cc.weekdays.split(',').map(Number).includes(weekday)) continue;
      const ai = r.cc.courseType === 'AI_COURSE';
      const state = day < today ? (taught.has(`${r.cc.id}:${day}`) ? '已上课' : '未上课') : '';
      out.push({
        id: `plan-${r.cc.id}-${day}`,
        kind: 'COURSE_PLAN',
        title: r.title,
        detail: [className(r.cls, now), state].filter(Boolean).join(' · '),
        start: iso(d),
        end: iso(new Date(d.getTime() + DAY_MS)),
        allDay: true,
        link: ai ? `/classpro/classroom/${r.cc.courseId}?studentCourseId=${r.cc.id}` : '/classpro/myCourse',
      });
    }
  }
  return out;
}

/** The submission deadline of each activity the teacher registered for (themselves or a class). */
async function activityEvents(db: Executor, teacherId: number, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ a: activities, registeredAs: activityRegistrations.registeredAs })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .where(and(eq(activityRegistrations.submitterKind, 'teacher'), eq(activityRegistrations.submitterId, teacherId)));
  return rows.flatMap(({ a, registeredAs }) => {
    const due = timelineOf(a).submissionEnd;
    if (due < from || due >= to) return [];
    return [
      {
        id: `activity-${a.id}`,
        kind: 'ACTIVITY_DEADLINE' as const,
        title: `${a.name} 作品提交截止`,
        detail: registeredAs,
        start: iso(due),
        end: iso(due),
        allDay: false,
        link: `/activity/detail/${a.id}`,
      },
    ];
  });
}

/** The deadline of each of the teacher's textbook tasks, one event a class it went to (its marking page). */
async function taskEvents(db: Executor, teacherId: number, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ t: tasks, cls: classes })
    .from(tasks)
    .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(and(eq(tasks.teacherId, teacherId), gte(tasks.deadline, from), lt(tasks.deadline, to)));
  const now = new Date();
  return rows.map(({ t, cls }) => ({
    id: `task-${t.id}-${cls.id}`,
    kind: 'TASK_DEADLINE' as const,
    title: `${t.title} 作业截止`,
    detail: className(cls, now),
    start: iso(t.deadline),
    end: iso(t.deadline),
    allDay: false,
    link: `/digitalbooks/task?taskId=${t.id}&classId=${cls.id}`,
  }));
}
