import { asc, eq, inArray } from 'drizzle-orm';
import type { CalendarEvent } from '@shared/api/calendar';
import { aiJoin, courseTitle, liveJoin } from '../db/repositories/courses';
import type { Executor } from '../db/repositories/tx';
import {
  aiCourses,
  aicourseLessons,
  aicourseProgress,
  aicourseUnits,
  aicourseUnitsDone,
  classCourses,
  classes,
  liveCourses,
} from '../db/schema';
import { className } from './classes';
import { beijingDay, beijingMidnight } from './live-lessons';

/**
 * The weekly plans of a teacher's class courses as calendar events: one all-day event on each planned weekday
 * (1 = Monday … 7 = Sunday). As 我的课程's 近期课表 reads them: from today on, the units not done yet follow one a
 * lesson (the class's current unit first); a past day says whether the class had the lesson and the unit it
 * finished that day. A plan starts on the day its course was added to the class (a lesson given before still shows).
 */
const DAY_MS = 24 * 3600_000;

export async function planEventsOf(db: Executor, teacherId: number, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ cc: classCourses, cls: classes, title: courseTitle })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .leftJoin(aiCourses, aiJoin(classCourses.courseType, classCourses.courseId))
    .leftJoin(liveCourses, liveJoin(classCourses.courseType, classCourses.courseId))
    .where(eq(classes.ownerId, teacherId))
    .orderBy(asc(classes.id), asc(classCourses.id));
  const planned = rows.filter((r) => r.cc.weekdays);
  if (!planned.length) return [];
  const ids = planned.map((r) => r.cc.id);
  const taught = new Set(
    (await db.select().from(aicourseLessons).where(inArray(aicourseLessons.classCourseId, ids))).map(
      (r) => `${r.classCourseId}:${String(r.day).slice(0, 10)}`,
    ),
  );
  const units = await unitsOf(db, planned);
  const now = new Date();
  const today = beijingDay(now);
  const out: CalendarEvent[] = [];
  for (const r of planned) {
    const days = new Set(r.cc.weekdays.split(',').map(Number));
    const u = units.get(r.cc.id);
    const added = beijingDay(r.cc.createdAt);
    // Units ahead are counted from today, so a week in the future shows the units it will reach.
    let k = 0;
    for (let d = beijingMidnight(now); d < to && u; d = new Date(d.getTime() + DAY_MS))
      if (d < from && days.has(weekdayOf(beijingDay(d)))) k++;
    for (let d = beijingMidnight(from); d < to; d = new Date(d.getTime() + DAY_MS)) {
      const day = beijingDay(d);
      if (!days.has(weekdayOf(day))) continue;
      // The plan starts on the day the course joined the class: no invented 未上课 before it.
      if (day < added && !taught.has(`${r.cc.id}:${day}`)) continue;
      const past = day < today;
      const unit = !u ? undefined : past ? u.finished.get(day) : u.ahead[k++];
      const state = past ? (taught.has(`${r.cc.id}:${day}`) ? '已上课' : '未上课') : '';
      out.push({
        id: `plan-${r.cc.id}-${day}`,
        kind: 'COURSE_PLAN',
        title: r.title,
        detail: [className(r.cls, now), unit ? `第${unit.order}单元 ${unit.title}` : '', state]
          .filter(Boolean)
          .join(' · '),
        start: d.toISOString(),
        end: new Date(d.getTime() + DAY_MS).toISOString(),
        allDay: true,
        link:
          r.cc.courseType === 'AI_COURSE'
            ? `/classpro/classroom/${r.cc.courseId}?studentCourseId=${r.cc.id}`
            : '/classpro/myCourse',
      });
    }
  }
  return out;
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

interface UnitRef {
  order: number;
  title: string;
}

/** Per AI class course: the units still ahead (current first, then in order) and the unit finished on each day. */
async function unitsOf(db: Executor, rows: { cc: typeof classCourses.$inferSelect }[]) {
  const ai = rows.filter((r) => r.cc.courseType === 'AI_COURSE');
  const out = new Map<number, { ahead: UnitRef[]; finished: Map<string, UnitRef> }>();
  if (!ai.length) return out;
  const all = await db
    .select()
    .from(aicourseUnits)
    .where(
      inArray(
        aicourseUnits.aicourseId,
        ai.map((r) => r.cc.courseId),
      ),
    )
    .orderBy(asc(aicourseUnits.sort));
  const ccIds = ai.map((r) => r.cc.id);
  const done = await db.select().from(aicourseUnitsDone).where(inArray(aicourseUnitsDone.classCourseId, ccIds));
  const resume = await db.select().from(aicourseProgress).where(inArray(aicourseProgress.classCourseId, ccIds));
  for (const { cc } of ai) {
    const units = all.filter((u) => u.aicourseId === cc.courseId);
    const mine = done.filter((d) => d.classCourseId === cc.id);
    const doneIds = new Set(mine.map((d) => d.unitId));
    const current = resume.find((p) => p.classCourseId === cc.id)?.unitId;
    const ref = (u: (typeof units)[number]): UnitRef => ({ order: u.sort + 1, title: u.title });
    const ahead = units
      .filter((u) => !doneIds.has(u.id))
      .sort((a, b) => (a.id === current ? -1 : b.id === current ? 1 : a.sort - b.sort))
      .map(ref);
    const finished = new Map<string, UnitRef>();
    for (const d of mine) {
      const u = units.find((x) => x.id === d.unitId);
      if (u) finished.set(beijingDay(d.finishedAt), ref(u));
    }
    out.set(cc.id, { ahead, finished });
  }
  return out;
}
