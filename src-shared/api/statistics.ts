import { z } from 'zod';
import { get } from './endpoint';

/**
 * 我的数据 (spec 2: /classpro/myData and /data): the signed-in teacher's own teaching figures over a date range,
 * counted from the product's tables (AI course lessons and units, live lessons, class courses, textbook reading,
 * textbook homework). Path not shown in the spec; chosen in the /api/v2 style and written down here once.
 */
export const StatisticsPaths = {
  /** GET ?startDate&endDate (YYYY-MM-DD, Beijing, both included; at most 200 days) → TeacherDataOverview. Teacher. */
  teacherOverview: '/api/v2/statistics/getTeacherDataOverview',
} as const;

/** The longest range (days, both ends included): a term and a little more. */
export const OVERVIEW_MAX_DAYS = 200;

const beijingDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: '日期不存在',
    },
  );
export const overviewQuery = z.object({ startDate: beijingDay, endDate: beijingDay });
export type OverviewQuery = z.input<typeof overviewQuery>;

const n = z.number().int();
export const dayFigures = z.object({
  date: z.string(),
  /** AI course lessons taught (a class course's day with saved progress). */
  aiLessons: n,
  /** Live lessons the teacher's classes watched (applied lessons that started that day). */
  liveLessons: n,
  /** Homework submissions received, and marked. */
  submitted: n,
  marked: n,
  /** Students of the teacher's classes who read a textbook that day. */
  readers: n,
});
export type DayFigures = z.infer<typeof dayFigures>;

export const teacherDataOverview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({
    aiLessons: n,
    liveLessons: n,
    /** Class courses of the teacher's classes (now), and AI course units finished in the range. */
    courses: n,
    unitsFinished: n,
    /** Textbooks read in the range: by the teacher, and distinct students of their classes who read. */
    booksRead: n,
    readers: n,
    tasksPushed: n,
    submitted: n,
    marked: n,
    /** Average score of the submissions marked in the range (percent of the task's full marks), or null. */
    averageScore: z.number().nullable(),
  }),
  daily: z.array(dayFigures),
});
export type TeacherDataOverview = z.infer<typeof teacherDataOverview>;

export const StatisticsApi = {
  teacherOverview: get(StatisticsPaths.teacherOverview, {
    request: overviewQuery,
    response: teacherDataOverview,
    areas: ['teacher'] as const,
  }),
} as const;
