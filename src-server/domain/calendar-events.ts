import { and, eq, gte, lt } from 'drizzle-orm';
import type { CalendarEvent } from '@shared/api/calendar';
import type { Executor } from '../db/repositories/tx';
import { activities, activityRegistrations, classes, taskClasses, tasks } from '../db/schema';
import { timelineOf } from './activity-timeline';
import { planEventsOf } from './calendar-plans';
import { className } from './classes';
import { liveEventsOf } from './live-calendar';

/**
 * Everything a teacher teaches in [from, to) (Beijing days), for the teaching calendar, its .ics export and its
 * subscription feed: the weekly plans of their classes' courses (one all-day event a planned day), their applied
 * live lessons and booked famous-teacher slots (live-calendar.ts), the submission deadlines of the activities they
 * registered for, and the deadlines of their textbook homework. Links are renderer paths.
 */
const iso = (d: Date) => d.toISOString();

export async function calendarEventsOf(
  db: Executor,
  teacherId: number,
  from: Date,
  to: Date,
): Promise<CalendarEvent[]> {
  const [plans, live, acts, homework] = [
    await planEventsOf(db, teacherId, from, to),
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
