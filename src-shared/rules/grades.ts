/**
 * Grades, class numbers and the academic year (spec section 9). Pure functions: the caller passes the moment,
 * so the server, the renderer and the tests agree. The product is used in China, so the academic year turns
 * over at 1 September 00:00 Beijing time (UTC+8) whatever the machine's time zone is.
 */

/** 一年级 … 九年级: levels 1-6 are primary school (小学), 7-9 junior middle school (初中). */
export const GRADE_NAMES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
] as const;
export type GradeName = (typeof GRADE_NAMES)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 9;
export const MIN_CLASS_NUMBER = 1;
export const MAX_CLASS_NUMBER = 50;

/** The month (1-12) in which a new academic year starts. */
export const ACADEMIC_YEAR_START_MONTH = 9;
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/**
 * A grade option of the "join administrative class" dialog (spec section 3: gradName, year, grad, level).
 * - `level`: 1 (一年级) … 9 (九年级);
 * - `grad`: the grade's index, level - 1 (0 for 一年级);
 * - `year`: the cohort year, the year this grade started 一年级: base year - grad. It is what identifies an
 *   administrative class across academic years (三年级 this year is 四年级 next September).
 */
export interface GradeOption {
  gradName: GradeName;
  year: number;
  grad: number;
  level: number;
}

export const isLevel = (level: number) => Number.isInteger(level) && level >= MIN_LEVEL && level <= MAX_LEVEL;
export const isClassNumber = (n: number) => Number.isInteger(n) && n >= MIN_CLASS_NUMBER && n <= MAX_CLASS_NUMBER;

/** 三年级 for 3; null outside 1-9. */
export const gradeName = (level: number): GradeName | null => (isLevel(level) ? GRADE_NAMES[level - 1]! : null);

/** Class numbers are shown as N班. */
export const classNumberName = (n: number) => `${n}班`;

/** The class-number choices 1班 … 50班. */
export const classNumberOptions = (): { value: number; label: string }[] =>
  Array.from({ length: MAX_CLASS_NUMBER }, (_, i) => ({ value: i + 1, label: classNumberName(i + 1) }));

/** The base year of the academic year containing `now`: before September it is the previous calendar year. */
export function academicBaseYear(now: Date): number {
  const beijing = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const year = beijing.getUTCFullYear();
  return beijing.getUTCMonth() + 1 >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
}

/** The cohort year of a grade level at `now`: base year - grade index. */
export const gradeYear = (level: number, now: Date) => academicBaseYear(now) - (level - 1);

/** The level a cohort is in at `now`; may fall outside 1-9 (not yet at school, or graduated). */
export const levelOfCohort = (cohortYear: number, now: Date) => academicBaseYear(now) - cohortYear + 1;

/** The nine grade options at `now`, 一年级 first. */
export function gradeOptions(now: Date): GradeOption[] {
  const base = academicBaseYear(now);
  return GRADE_NAMES.map((gradName, grad) => ({ gradName, year: base - grad, grad, level: grad + 1 }));
}

/**
 * The name of an administrative class at `now`, e.g. 三年级2班. A cohort that has left compulsory school (or a
 * clock set before its start) is named by its cohort year instead, e.g. 2016级2班.
 */
export function adminClassName(cohortYear: number, classNumber: number, now: Date): string {
  const name = gradeName(levelOfCohort(cohortYear, now));
  return `${name ?? `${cohortYear}级`}${classNumberName(classNumber)}`;
}
