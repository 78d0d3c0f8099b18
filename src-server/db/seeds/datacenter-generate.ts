import { sql } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';

/**
 * Deterministic generators of the data centre's demo figures (issue 16), used by the demo seed and by the
 * benchmark (`npm run bench`, 1,000 schools). Everything is set-based SQL, so a thousand schools take seconds.
 * Names, sizes and counts come from the ids and day numbers (no randomness): the same database gives the same figures.
 */

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Kinds of school names, cycled within a district. */
const SCHOOL_KINDS = [
  '第一小学',
  '实验小学',
  '外国语学校',
  '第二中学',
  '实验中学',
  '育才学校',
  '师范附属小学',
  '第三小学',
];

/**
 * Adds `perDistrict` schools to each district, with teachers (2-4), classes (3-5), students (15-34 a class), AI
 * courses on two classes of each school and some finished units. Mobiles start with 16/17 (never a demo account).
 * Returns the new schools' ids.
 */
export async function generateSchools(db: Executor, districts: readonly string[], perDistrict: number) {
  const names: { name: string; district: string }[] = [];
  for (const district of districts)
    for (let i = 0; i < perDistrict; i++) {
      const round = Math.floor(i / SCHOOL_KINDS.length);
      names.push({
        district,
        name: `${district}${round ? `${round + 1}` : ''}${SCHOOL_KINDS[i % SCHOOL_KINDS.length]}`,
      });
    }
  if (!names.length) return [];
  const json = JSON.stringify(names);
  const inserted = rowsOf(
    await db.execute(sql`
      INSERT INTO schools (name, region)
      SELECT x.v->>'name', '四川省' FROM jsonb_array_elements(${json}::jsonb) WITH ORDINALITY AS x(v, ord)
      ORDER BY x.ord RETURNING id`),
  );
  const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
  const first = ids[0]!;
  const last = ids[ids.length - 1]!;
  await db.execute(sql`
    INSERT INTO school_districts (school_id, district)
    SELECT s.id, x.v->>'district' FROM schools s JOIN jsonb_array_elements(${json}::jsonb) x(v) ON x.v->>'name' = s.name
    WHERE s.id BETWEEN ${first} AND ${last}`);
  // Teachers: 2-4 a school.
  await db.execute(sql`
    INSERT INTO users (mobile, display_name, user_type, school_id, roles)
    SELECT '17' || lpad((s.id * 10 + t)::text, 9, '0'),
      (ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + (s.id + t) % 10] || '老师', 'TEACHER', s.id,
      '{ROLE_DEFAULT}'
    FROM schools s CROSS JOIN LATERAL generate_series(1, 2 + s.id % 3) t
    WHERE s.id BETWEEN ${first} AND ${last}`);
  // Classes: 3-5 a school, each owned by one of its teachers.
  await db.execute(sql`
    INSERT INTO classes (school_id, owner_id, type, name, grade_year, class_number)
    SELECT s.id, u.id, 'ADMIN', ((c % 6) + 1) || '年级' || c || '班', 2020 + (c % 6), c
    FROM schools s CROSS JOIN LATERAL generate_series(1, 3 + s.id % 3) c
    JOIN users u ON u.mobile = '17' || lpad((s.id * 10 + 1 + c % (2 + s.id % 3))::text, 9, '0') AND u.user_type = 'TEACHER'
    WHERE s.id BETWEEN ${first} AND ${last}`);
  // Students: 15-34 a class.
  await db.execute(sql`
    INSERT INTO users (mobile, display_name, user_type, school_id, roles)
    SELECT '16' || lpad((c.id * 100 + j)::text, 9, '0'),
      (ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + (c.id + j) % 10] || '同学' || j, 'STUDENT',
      c.school_id, '{ROLE_DEFAULT}'
    FROM classes c CROSS JOIN LATERAL generate_series(1, 15 + (c.id * 7) % 20) j
    WHERE c.school_id BETWEEN ${first} AND ${last}`);
  await db.execute(sql`
    INSERT INTO class_students (class_id, student_id)
    SELECT c.id, u.id FROM classes c CROSS JOIN LATERAL generate_series(1, 15 + (c.id * 7) % 20) j
    JOIN users u ON u.mobile = '16' || lpad((c.id * 100 + j)::text, 9, '0') AND u.user_type = 'STUDENT'
    WHERE c.school_id BETWEEN ${first} AND ${last}`);
  // AI courses: the first two classes of each school run a catalogue course.
  await db.execute(sql`
    WITH courses AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM ai_courses),
    picks AS (
      SELECT c.id AS class_id, c.school_id, co.id AS course_id FROM classes c
      JOIN courses co ON co.k = (c.school_id + c.class_number) % co.n
      WHERE c.school_id BETWEEN ${first} AND ${last} AND c.class_number <= 2)
    INSERT INTO school_courses (school_id, course_type, course_id, quota, used)
    SELECT school_id, 'AI_COURSE', course_id, count(*) + 2, count(*) FROM picks GROUP BY school_id, course_id`);
  await db.execute(sql`
    WITH courses AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM ai_courses)
    INSERT INTO class_courses (class_id, school_course_id, course_type, course_id, weekdays)
    SELECT c.id, sc.id, 'AI_COURSE', co.id, '2,4' FROM classes c
    JOIN courses co ON co.k = (c.school_id + c.class_number) % co.n
    JOIN school_courses sc ON sc.school_id = c.school_id AND sc.course_type = 'AI_COURSE' AND sc.course_id = co.id
    WHERE c.school_id BETWEEN ${first} AND ${last} AND c.class_number <= 2`);
  await db.execute(sql`
    INSERT INTO aicourse_units_done (class_course_id, unit_id)
    SELECT cc.id, u.id FROM class_courses cc JOIN classes c ON c.id = cc.class_id
    CROSS JOIN LATERAL (SELECT id FROM aicourse_units WHERE aicourse_id = cc.course_id ORDER BY sort
      LIMIT 1 + cc.id % 4) u
    WHERE c.school_id BETWEEN ${first} AND ${last} AND cc.course_type = 'AI_COURSE'`);
  return ids;
}

/**
 * Usage of every school of `schoolIds` over the `days` Beijing days ending `endDay` (default today): users active
 * (a share of the school's people, lower at weekends, growing over time), textbook reading, and for each AI course
 * the school runs, lessons taught on weekdays and AI course uses.
 */
export async function generateUsage(db: Executor, schoolIds: readonly number[], days: number, endDay?: string) {
  if (!schoolIds.length) return;
  const ids = `{${schoolIds.join(',')}}`;
  const end = endDay ? sql`${endDay}::date` : sql`(now() AT TIME ZONE 'Asia/Shanghai')::date`;
  await db.execute(sql`
    WITH d AS (
      SELECT (${end} - (${days - 1} - i))::date AS day, i FROM generate_series(0, ${days - 1}) i),
    s AS (
      SELECT sc.id AS school_id,
        greatest(20, (SELECT count(*) FROM users u WHERE u.school_id = sc.id))::numeric AS people
      FROM schools sc WHERE sc.id = ANY(${ids}::int[])),
    f AS (
      SELECT s.school_id, s.people, d.day, d.i,
        (CASE WHEN extract(isodow FROM d.day) IN (6, 7) THEN 0.12 ELSE 0.55 END)
          * (0.8 + ((s.school_id * 7919 + d.i * 104729) % 101) / 250.0) * (0.8 + d.i::numeric / ${days * 2}) AS f
      FROM s CROSS JOIN d)
    INSERT INTO usage_events (school_id, day, kind, course_id, count)
    SELECT school_id, day, 'ACTIVE', NULL::int, round(people * f)::int FROM f
    UNION ALL
    SELECT school_id, day, 'READING', NULL::int, round(people * f * (0.4 + ((school_id * 31 + i * 17) % 7) / 20.0))::int FROM f`);
  await db.execute(sql`
    WITH d AS (
      SELECT (${end} - (${days - 1} - i))::date AS day, i FROM generate_series(0, ${days - 1}) i),
    c AS (
      SELECT sc.school_id, sc.course_id, sc.used FROM school_courses sc
      WHERE sc.school_id = ANY(${ids}::int[]) AND sc.course_type = 'AI_COURSE' AND sc.used > 0),
    l AS (
      SELECT c.school_id, c.course_id, d.day, d.i,
        CASE WHEN extract(isodow FROM d.day) IN (6, 7) THEN 0
          WHEN (c.school_id * 13 + c.course_id * 7 + d.i) % 5 < 2 THEN c.used ELSE 0 END AS lessons
      FROM c CROSS JOIN d)
    INSERT INTO usage_events (school_id, day, kind, course_id, count)
    SELECT school_id, day, 'LESSON', course_id, lessons FROM l WHERE lessons > 0
    UNION ALL
    SELECT school_id, day, 'AICOURSE', course_id, lessons * (18 + (school_id + i) % 12) FROM l WHERE lessons > 0`);
}
