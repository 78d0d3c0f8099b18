import { sql } from 'drizzle-orm';
import { UNASSIGNED_DISTRICT, type CourseRow, type UsageFigures } from '@shared/api/datacenter';
import type { Db } from '../../db/client';
import { rowsOf, schoolsIn, type Range, type Scope } from './scope';

/**
 * The data centre's aggregate queries (issue 16). Each reads the product's tables once per call, grouped by school
 * (or day, or course), using the indexes of migration 3100: usage_events (day, school_id, kind) INCLUDE (count),
 * school_districts (district, school_id), classes (school_id), users (school_id).
 */

export interface SchoolFigures extends UsageFigures {
  schoolId: number;
  name: string;
  district: string;
  teachers: number;
  classes: number;
  students: number;
}

const num = (v: unknown) => Number(v ?? 0);
export const zeroUsage = (): UsageFigures => ({ activeUsers: 0, lessons: 0, reading: 0, aiCourse: 0 });

/** Base figures (now) of every school in scope, and their usage over the range when one is given. */
export async function schoolFigures(db: Db, scope: Scope, range: Range | null): Promise<SchoolFigures[]> {
  const usage = range
    ? sql`
      ev AS (SELECT school_id,
          sum(count) FILTER (WHERE kind = 'ACTIVE') AS active, sum(count) FILTER (WHERE kind = 'LESSON') AS lessons,
          sum(count) FILTER (WHERE kind = 'READING') AS reading, sum(count) FILTER (WHERE kind = 'AICOURSE') AS ai
        FROM usage_events WHERE day BETWEEN ${range.start}::date AND ${range.end}::date AND ${schoolsIn(scope, sql`school_id`)}
        GROUP BY school_id),
      rl AS (SELECT c.school_id, count(*) AS n FROM aicourse_lessons al
        JOIN class_courses cc ON cc.id = al.class_course_id JOIN classes c ON c.id = cc.class_id
        WHERE al.day BETWEEN ${range.start}::date AND ${range.end}::date AND ${schoolsIn(scope, sql`c.school_id`)}
        GROUP BY c.school_id)`
    : sql`
      ev AS (SELECT NULL::int AS school_id, 0 AS active, 0 AS lessons, 0 AS reading, 0 AS ai WHERE FALSE),
      rl AS (SELECT NULL::int AS school_id, 0 AS n WHERE FALSE)`;
  const rows = rowsOf(
    await db.execute(sql`
      WITH sc AS (SELECT s.id, s.name, coalesce(sd.district, ${UNASSIGNED_DISTRICT}) AS district FROM schools s
        LEFT JOIN school_districts sd ON sd.school_id = s.id WHERE ${schoolsIn(scope, sql`s.id`)}),
      te AS (SELECT school_id, count(*) AS n FROM users
        WHERE ${schoolsIn(scope, sql`school_id`)} AND user_type NOT IN ('STUDENT', 'PARENT') GROUP BY school_id),
      cl AS (SELECT school_id, count(*) AS n FROM classes WHERE ${schoolsIn(scope, sql`school_id`)} GROUP BY school_id),
      st AS (SELECT c.school_id, count(DISTINCT cs.student_id) AS n FROM class_students cs
        JOIN classes c ON c.id = cs.class_id WHERE ${schoolsIn(scope, sql`c.school_id`)} GROUP BY c.school_id),
      ${usage}
      SELECT sc.id, sc.name, sc.district, te.n AS teachers, cl.n AS classes, st.n AS students,
        ev.active, coalesce(ev.lessons, 0) + coalesce(rl.n, 0) AS lessons, ev.reading, ev.ai
      FROM sc LEFT JOIN te ON te.school_id = sc.id LEFT JOIN cl ON cl.school_id = sc.id
        LEFT JOIN st ON st.school_id = sc.id LEFT JOIN ev ON ev.school_id = sc.id LEFT JOIN rl ON rl.school_id = sc.id
      ORDER BY sc.district, sc.id`),
  );
  return rows.map((r) => ({
    schoolId: num(r.id),
    name: String(r.name),
    district: String(r.district),
    teachers: num(r.teachers),
    classes: num(r.classes),
    students: num(r.students),
    activeUsers: num(r.active),
    lessons: num(r.lessons),
    reading: num(r.reading),
    aiCourse: num(r.ai),
  }));
}

/** Usage per Beijing day of the range (days without use included, as zeros). */
export async function dailyUsage(db: Db, scope: Scope, range: Range): Promise<(UsageFigures & { date: string })[]> {
  const rows = rowsOf(
    await db.execute(sql`
      WITH ev AS (SELECT day,
          sum(count) FILTER (WHERE kind = 'ACTIVE') AS active, sum(count) FILTER (WHERE kind = 'LESSON') AS lessons,
          sum(count) FILTER (WHERE kind = 'READING') AS reading, sum(count) FILTER (WHERE kind = 'AICOURSE') AS ai
        FROM usage_events WHERE day BETWEEN ${range.start}::date AND ${range.end}::date AND ${schoolsIn(scope, sql`school_id`)}
        GROUP BY day),
      rl AS (SELECT al.day, count(*) AS n FROM aicourse_lessons al
        JOIN class_courses cc ON cc.id = al.class_course_id JOIN classes c ON c.id = cc.class_id
        WHERE al.day BETWEEN ${range.start}::date AND ${range.end}::date AND ${schoolsIn(scope, sql`c.school_id`)}
        GROUP BY al.day)
      SELECT to_char(d, 'YYYY-MM-DD') AS date, ev.active, coalesce(ev.lessons, 0) + coalesce(rl.n, 0) AS lessons,
        ev.reading, ev.ai
      FROM generate_series(${range.start}::date, ${range.end}::date, interval '1 day') d
      LEFT JOIN ev ON ev.day = d::date LEFT JOIN rl ON rl.day = d::date ORDER BY d`),
  );
  return rows.map((r) => ({
    date: String(r.date),
    activeUsers: num(r.active),
    lessons: num(r.lessons),
    reading: num(r.reading),
    aiCourse: num(r.ai),
  }));
}

/** Each AI course's use in scope: classes running it now, their students, lessons in the range, units finished. */
export async function courseRows(db: Db, scope: Scope, range: Range): Promise<CourseRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      WITH cc AS (SELECT cc.id, cc.course_id, cc.class_id FROM class_courses cc JOIN classes c ON c.id = cc.class_id
        WHERE cc.course_type = 'AI_COURSE' AND ${schoolsIn(scope, sql`c.school_id`)}),
      per AS (SELECT course_id, count(*) AS n FROM cc GROUP BY course_id),
      stu AS (SELECT cc.course_id, count(DISTINCT cs.student_id) AS n FROM cc
        JOIN class_students cs ON cs.class_id = cc.class_id GROUP BY cc.course_id),
      done AS (SELECT cc.course_id, count(*) AS n FROM cc
        JOIN aicourse_units_done d ON d.class_course_id = cc.id GROUP BY cc.course_id),
      units AS (SELECT aicourse_id, count(*) AS n FROM aicourse_units GROUP BY aicourse_id),
      ev AS (SELECT course_id, sum(count) AS n FROM usage_events
        WHERE kind = 'LESSON' AND day BETWEEN ${range.start}::date AND ${range.end}::date
          AND ${schoolsIn(scope, sql`school_id`)} GROUP BY course_id),
      rl AS (SELECT cc.course_id, count(*) AS n FROM cc JOIN aicourse_lessons al ON al.class_course_id = cc.id
        WHERE al.day BETWEEN ${range.start}::date AND ${range.end}::date GROUP BY cc.course_id)
      SELECT a.id, a.title, per.n AS classes, stu.n AS students, coalesce(ev.n, 0) + coalesce(rl.n, 0) AS lessons,
        done.n AS done, units.n AS units
      FROM ai_courses a LEFT JOIN per ON per.course_id = a.id LEFT JOIN stu ON stu.course_id = a.id
        LEFT JOIN done ON done.course_id = a.id LEFT JOIN units ON units.aicourse_id = a.id
        LEFT JOIN ev ON ev.course_id = a.id LEFT JOIN rl ON rl.course_id = a.id
      ORDER BY coalesce(per.n, 0) DESC, a.id`),
  );
  return rows.map((r) => {
    const classes = num(r.classes);
    const goal = classes * num(r.units);
    return {
      courseId: num(r.id),
      name: String(r.title),
      classes,
      students: num(r.students),
      lessons: num(r.lessons),
      completion: goal ? Math.min(1, Math.round((num(r.done) / goal) * 1000) / 1000) : 0,
    };
  });
}
