import type { ClassStatistics } from '@shared/api/task';

/**
 * The figures of 成绩统计 and 班级信息 worked out from `TaskApi.classStatistics`, kept apart from the screens and
 * the chart options so that a unit test (and the e2e spec) can compute them the same way.
 */
export type TaskStat = ClassStatistics['tasks'][number];
export type StudentStat = ClassStatistics['students'][number];

/** The five bands of the score distribution, in the server's order. */
export const BANDS = ['60%以下', '60%–70%', '70%–80%', '80%–90%', '90%及以上'] as const;

/** A rate 0–1 as a percentage with at most one decimal: 0.6364 → 63.6%; no rate → —. */
export function percent(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return `${Math.round(rate * 1000) / 10}%`;
}

/** A task's average as a share of its total (null while nothing is marked). */
export const taskRate = (t: TaskStat): number | null =>
  t.average === null || t.totalScore <= 0 ? null : t.average / t.totalScore;

/** A task's submissions as a share of the class. */
export const submitRate = (t: TaskStat, studentCount: number): number | null =>
  studentCount > 0 ? t.submitted / studentCount : null;

export interface Headline {
  students: number;
  tasks: number;
  /** Mean of the tasks' average score rates (tasks with marked work only); null when nothing is marked. */
  averageRate: number | null;
  /** Submissions of all tasks over students × tasks; null without tasks or students. */
  submitRate: number | null;
}

export function headline(stats: ClassStatistics): Headline {
  const rates = stats.tasks.map(taskRate).filter((r): r is number => r !== null);
  const slots = stats.tasks.length * stats.studentCount;
  const submitted = stats.tasks.reduce((n, t) => n + t.submitted, 0);
  return {
    students: stats.studentCount,
    tasks: stats.tasks.length,
    averageRate: rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    submitRate: slots > 0 ? submitted / slots : null,
  };
}

/** The task the distribution shows first: the latest one with marked work, else the latest. */
export function defaultTaskId(stats: ClassStatistics): number {
  const marked = stats.tasks.filter((t) => t.average !== null);
  return (marked.at(-1) ?? stats.tasks.at(-1))?.taskId ?? 0;
}

/** Questions with a correct rate, lowest first (ties in the tasks' order). */
export function rankedQuestions(stats: ClassStatistics) {
  return stats.questions
    .filter((q): q is typeof q & { correctRate: number } => q.correctRate !== null)
    .map((q, i) => ({ ...q, order: i }))
    .sort((a, b) => a.correctRate - b.correctRate || a.order - b.order);
}

export type StudentSortKey = 'studentName' | 'submitted' | 'averageRate';

/** The class table sorted by a column; a student without a rate sorts below every rate either way. */
export function sortStudents(rows: StudentStat[], key: StudentSortKey, dir: 'asc' | 'desc'): StudentStat[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'studentName') return sign * a.studentName.localeCompare(b.studentName, 'zh-CN');
    if (key === 'averageRate') {
      if (a.averageRate === null || b.averageRate === null) {
        return a.averageRate === b.averageRate ? 0 : a.averageRate === null ? 1 : -1;
      }
      return sign * (a.averageRate - b.averageRate);
    }
    return sign * (a.submitted - b.submitted);
  });
}

/** A stem short enough for an axis label. */
export const shortStem = (stem: string, max = 18) => (stem.length > max ? `${stem.slice(0, max)}…` : stem);
