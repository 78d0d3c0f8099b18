import { z } from 'zod';
import { post } from './endpoint';

// ---- The data centre's figures (issue 16) ----

/**
 * Figures of the data centre (spec 2 `/datacenter/index`, `/datacenter/course`; spec 7 `/aicenter/index/*`,
 * `/aicenter/package/*`). Payloads are not shown in the spec; these shapes are ours. Every call takes the Cms-Token
 * header.
 *
 * Scope rule: a school belongs to one district (table `school_districts`; a school without a row is counted under
 * 未划分区县). An admin with a row in `datacenter_admin_scopes` is a district admin: every figure is limited to that
 * district, an empty `district` means theirs, naming another district or a school outside it is refused (code 403,
 * Msg.datacenterOutOfScope). An admin without a row (the demo 13900000000) is the bureau's and sees every district.
 *
 * Figures (all counted from the product's tables, Beijing days, both ends of a range included, at most 366 days):
 * - base data: schools; teachers (users of the school who are not students or parents); classes; students (distinct
 *   students in the school's classes). Base data is the state now, not bound to a range.
 * - usage: activeUsers (sum over days of the users active that day, "人次"), lessons taught (AI course lessons: a
 *   class course's day with saved progress, plus lessons recorded in usage_events), reading (textbook reading
 *   sessions), aiCourse (AI course uses) — from `usage_events` (one row per school, day, kind and course, with a count)
 *   and `aicourse_lessons`.
 */
export const DatacenterIndexPaths = {
  /** → adminScope: the district the signed-in admin is limited to, or null (every district). */
  scope: '/aicenter/index/scope',
  /** {district?, schoolId?} → baseFigures. */
  baseData: '/aicenter/index/baseData',
  /** rangeQuery → usageFigures over the range. */
  useData: '/aicenter/index/useData',
  /** rangeQuery → per district (no district named) or per school of the district: usage figures, for a bar chart. */
  chartBar: '/aicenter/index/chartBar',
  /** rangeQuery & {granularity} → usage figures per day or per week (weeks start on Monday). */
  chartLine: '/aicenter/index/chartLine',
  /** rangeQuery → the districts in scope with base and usage figures. */
  districtList: '/aicenter/index/districtList',
  /** rangeQuery → the schools of the scope (or of `district`) with base and usage figures. */
  schoolList: '/aicenter/index/schoolList',
  /** rangeQuery → each AI course's use in the scope: classes, students, lessons taught, completion. */
  courseList: '/aicenter/package/courseList',
  /**
   * rangeQuery → an .xlsx workbook (sheets 概览, 区县, 学校, 课程) of the figures above: not the JSON envelope, a plain
   * route listed in src-server/plugins/non-endpoint-routes.ts. POST with the JSON body and the Cms-Token header.
   */
  exportXlsx: '/aicenter/index/export.xlsx',
} as const;

/** Where schools without a district are counted. */
export const UNASSIGNED_DISTRICT = '未划分区县';

/** The longest range a data-centre call takes (days, both ends included). */
export const DATACENTER_MAX_DAYS = 366;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: '日期不存在',
    },
  );

export const scopeQuery = z.object({
  /** A district's name; empty or absent: every district in scope. */
  district: z.string().trim().max(50).optional(),
  /** One school (drill-down): figures of that school only. */
  schoolId: z.number().int().positive().optional(),
});
export type ScopeQuery = z.input<typeof scopeQuery>;

export const rangeQuery = scopeQuery.extend({ startDate: isoDay, endDate: isoDay });
export type RangeQuery = z.input<typeof rangeQuery>;

export const lineQuery = rangeQuery.extend({ granularity: z.enum(['day', 'week']).default('day') });
export type LineQuery = z.input<typeof lineQuery>;

const n = z.number().int();
export const baseFigures = z.object({ schools: n, teachers: n, classes: n, students: n });
export type BaseFigures = z.infer<typeof baseFigures>;

export const usageFigures = z.object({ activeUsers: n, lessons: n, reading: n, aiCourse: n });
export type UsageFigures = z.infer<typeof usageFigures>;

export const barChart = z.object({
  /** district: one bar group per district; school: per school of the named district (or the one school). */
  groupBy: z.enum(['district', 'school']),
  items: z.array(usageFigures.extend({ name: z.string(), schoolId: n.nullable() })),
});
export type BarChart = z.infer<typeof barChart>;

export const lineChart = z.object({
  granularity: z.enum(['day', 'week']),
  /** Every day (or Monday of every week) of the range, zeros included. */
  points: z.array(usageFigures.extend({ date: z.string() })),
});
export type LineChart = z.infer<typeof lineChart>;

export const districtRow = baseFigures.merge(usageFigures).extend({ district: z.string() });
export type DistrictRow = z.infer<typeof districtRow>;

export const schoolRow = baseFigures
  .omit({ schools: true })
  .merge(usageFigures)
  .extend({ schoolId: n, name: z.string(), district: z.string() });
export type SchoolRow = z.infer<typeof schoolRow>;

export const courseRow = z.object({
  courseId: n,
  name: z.string(),
  /** Classes running the course in scope (now) and their distinct students. */
  classes: n,
  students: n,
  /** Lessons taught in the range. */
  lessons: n,
  /** Units finished over units to finish (classes × the course's units), 0..1; 0 when it has no units. */
  completion: z.number(),
});
export type CourseRow = z.infer<typeof courseRow>;

export const adminScope = z.object({ district: z.string().nullable() });
export type AdminScope = z.infer<typeof adminScope>;

export const DatacenterIndexApi = {
  scope: post(DatacenterIndexPaths.scope, { response: adminScope, areas: ['datacenter'] }),
  baseData: post(DatacenterIndexPaths.baseData, { request: scopeQuery, response: baseFigures, areas: ['datacenter'] }),
  useData: post(DatacenterIndexPaths.useData, { request: rangeQuery, response: usageFigures, areas: ['datacenter'] }),
  chartBar: post(DatacenterIndexPaths.chartBar, { request: rangeQuery, response: barChart, areas: ['datacenter'] }),
  chartLine: post(DatacenterIndexPaths.chartLine, { request: lineQuery, response: lineChart, areas: ['datacenter'] }),
  districtList: post(DatacenterIndexPaths.districtList, {
    request: rangeQuery,
    response: z.array(districtRow),
    areas: ['datacenter'],
  }),
  schoolList: post(DatacenterIndexPaths.schoolList, {
    request: rangeQuery,
    response: z.array(schoolRow),
    areas: ['datacenter'],
  }),
  courseList: post(DatacenterIndexPaths.courseList, {
    request: rangeQuery,
    response: z.array(courseRow),
    areas: ['datacenter'],
  }),
} as const;
