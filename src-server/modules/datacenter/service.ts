import type { BarChart, BaseFigures, DistrictRow, LineChart, SchoolRow, UsageFigures } from '@shared/api/datacenter';
import type { Db } from '../../db/client';
import { dailyUsage, schoolFigures, zeroUsage, type SchoolFigures } from './figures';
import type { Range, Scope } from './scope';

const addUsage = (to: UsageFigures, from: UsageFigures) => {
  to.activeUsers += from.activeUsers;
  to.lessons += from.lessons;
  to.reading += from.reading;
  to.aiCourse += from.aiCourse;
};

export async function baseData(db: Db, scope: Scope): Promise<BaseFigures> {
  const rows = await schoolFigures(db, scope, null);
  return {
    schools: rows.length,
    teachers: rows.reduce((n, r) => n + r.teachers, 0),
    classes: rows.reduce((n, r) => n + r.classes, 0),
    students: rows.reduce((n, r) => n + r.students, 0),
  };
}

export async function useData(db: Db, scope: Scope, range: Range): Promise<UsageFigures> {
  const total = zeroUsage();
  for (const day of await dailyUsage(db, scope, range)) addUsage(total, day);
  return total;
}

/** Monday of the ISO week of a YYYY-MM-DD day. */
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

export async function chartLine(db: Db, scope: Scope, range: Range, granularity: 'day' | 'week'): Promise<LineChart> {
  const days = await dailyUsage(db, scope, range);
  if (granularity === 'day') return { granularity, points: days };
  const weeks = new Map<string, UsageFigures & { date: string }>();
  for (const day of days) {
    const date = mondayOf(day.date);
    const week = weeks.get(date) ?? { date, ...zeroUsage() };
    addUsage(week, day);
    weeks.set(date, week);
  }
  return { granularity, points: [...weeks.values()] };
}

export function byDistrict(rows: SchoolFigures[]): DistrictRow[] {
  const out = new Map<string, DistrictRow>();
  for (const r of rows) {
    const d = out.get(r.district) ?? {
      district: r.district,
      schools: 0,
      teachers: 0,
      classes: 0,
      students: 0,
      ...zeroUsage(),
    };
    d.schools += 1;
    d.teachers += r.teachers;
    d.classes += r.classes;
    d.students += r.students;
    addUsage(d, r);
    out.set(r.district, d);
  }
  return [...out.values()];
}

export async function districtList(db: Db, scope: Scope, range: Range): Promise<DistrictRow[]> {
  return byDistrict(await schoolFigures(db, scope, range));
}

export async function schoolList(db: Db, scope: Scope, range: Range): Promise<SchoolRow[]> {
  return schoolFigures(db, scope, range);
}

/** Per district when the scope is every district; per school when it is one district or one school. */
export async function chartBar(db: Db, scope: Scope, range: Range): Promise<BarChart> {
  const rows = await schoolFigures(db, scope, range);
  if (!scope.district && !scope.schoolId)
    return {
      groupBy: 'district',
      items: byDistrict(rows).map((d) => ({
        name: d.district,
        schoolId: null,
        activeUsers: d.activeUsers,
        lessons: d.lessons,
        reading: d.reading,
        aiCourse: d.aiCourse,
      })),
    };
  return {
    groupBy: 'school',
    items: rows.map((r) => ({
      name: r.name,
      schoolId: r.schoolId,
      activeUsers: r.activeUsers,
      lessons: r.lessons,
      reading: r.reading,
      aiCourse: r.aiCourse,
    })),
  };
}
