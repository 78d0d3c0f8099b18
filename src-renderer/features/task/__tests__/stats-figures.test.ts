import { describe, expect, it } from 'vitest';
import type { ClassStatistics } from '@shared/api/task';
import {
  correctRateHeight,
  correctRateOption,
  distributionOption,
  studentRateOption,
  taskAverageOption,
} from '../components/stats-chart-options';
import { BANDS, defaultTaskId, headline, percent, rankedQuestions, sortStudents } from '../stats-figures';

const task = (taskId: number, over: Partial<ClassStatistics['tasks'][number]> = {}) => ({
  taskId,
  title: `作业${taskId}`,
  deadline: '2026-11-30T10:00:00.000Z',
  submitted: 0,
  average: null,
  totalScore: 10,
  distribution: [0, 0, 0, 0, 0],
  ...over,
});
const question = (questionId: number, correctRate: number | null, stem = `第${questionId}题`) => ({
  questionId,
  taskId: 1,
  stem,
  type: 'SINGLE' as const,
  answered: correctRate === null ? 0 : 4,
  correctRate,
  averageScore: null,
});
const student = (studentId: number, studentName: string, submitted: number, averageRate: number | null) => ({
  studentId,
  studentName,
  submitted,
  marked: averageRate === null ? 0 : 1,
  averageRate,
});

/** The demo class: two tasks, the second with nothing marked yet. */
const stats: ClassStatistics = {
  classId: 7,
  className: '三年级2班',
  studentCount: 6,
  tasks: [
    task(1, { submitted: 4, average: 9, totalScore: 11, distribution: [0, 1, 0, 0, 1] }),
    task(2, { submitted: 3, average: 6, totalScore: 10, distribution: [0, 1, 0, 0, 0] }),
    task(3, { submitted: 1 }),
  ],
  questions: [question(11, 0.75), question(12, null), question(13, 0.5), question(14, 1), question(15, 0.5)],
  mostWrong: [],
  students: [student(1, '张子涵', 2, 1), student(2, '陈思雨', 2, 0.6364), student(3, '李小明', 0, null)],
};

describe('statistics figures', () => {
  it('headline: students, tasks, the mean of the tasks’ average rates and the submission rate', () => {
    const h = headline(stats);
    expect(h).toMatchObject({ students: 6, tasks: 3 });
    // (9/11 + 6/10) / 2: the task without marked work does not count.
    expect(h.averageRate).toBeCloseTo((9 / 11 + 0.6) / 2, 10);
    // 8 submissions of 3 tasks × 6 students.
    expect(h.submitRate).toBeCloseTo(8 / 18, 10);
    expect(percent(h.averageRate)).toBe('70.9%');
    expect(percent(h.submitRate)).toBe('44.4%');
  });

  it('says nothing rather than 0 % when there is nothing to count', () => {
    const empty = { ...stats, tasks: [], questions: [], students: [] };
    expect(headline(empty)).toEqual({ students: 6, tasks: 0, averageRate: null, submitRate: null });
    expect(percent(null)).toBe('—');
    expect(defaultTaskId(empty)).toBe(0);
    expect(headline({ ...stats, studentCount: 0 }).submitRate).toBeNull();
  });

  it('shows the distribution of the latest task with marked work first', () => {
    expect(defaultTaskId(stats)).toBe(2);
    expect(defaultTaskId({ ...stats, tasks: [task(5), task(6)] })).toBe(6);
  });

  it('ranks answered questions by correct rate, lowest first, ties in order', () => {
    expect(rankedQuestions(stats).map((q) => q.questionId)).toEqual([13, 15, 11, 14]);
  });

  it('sorts students by a column, those without a rate always last', () => {
    const rows = stats.students;
    expect(sortStudents(rows, 'averageRate', 'desc').map((s) => s.studentName)).toEqual(['张子涵', '陈思雨', '李小明']);
    expect(sortStudents(rows, 'averageRate', 'asc').map((s) => s.studentName)).toEqual(['陈思雨', '张子涵', '李小明']);
    expect(sortStudents(rows, 'submitted', 'asc').map((s) => s.studentName)[0]).toBe('李小明');
    expect(sortStudents(rows, 'studentName', 'asc')).toHaveLength(3);
  });
});

describe('chart options', () => {
  it('per task: average score rate and submission rate bars, in percent', () => {
    const o = taskAverageOption(stats);
    expect(o.xAxis.data).toEqual(['作业1', '作业2', '作业3']);
    expect(o.series[0]!.data).toEqual([81.8, 60, null]);
    expect(o.series[1]!.data).toEqual([66.7, 50, 16.7]);
  });

  it('one task’s distribution over the five bands', () => {
    const o = distributionOption(stats.tasks[0]!);
    expect(o.xAxis.data).toEqual([...BANDS]);
    expect(o.series[0]!.data.map((d) => d.value)).toEqual([0, 1, 0, 0, 1]);
  });

  it('correct rates as horizontal bars with the lowest on top, and a height for every row', () => {
    const o = correctRateOption(stats);
    // ECharts draws a category y axis bottom-up: the last entry is the top row.
    expect(o.yAxis.data).toEqual(['第14题', '第11题', '第15题', '第13题']);
    expect(o.series[0]!.data.map((d) => d.value)).toEqual([100, 75, 50, 50]);
    const tip = o.tooltip.formatter({ dataIndex: 3 });
    expect(tip).toContain('第13题');
    expect(tip).toContain('50%');
    expect(correctRateHeight(stats)).toBeGreaterThanOrEqual(200);
  });

  it('escapes stems in tooltips and shortens them on the axis', () => {
    const long = { ...stats, questions: [question(1, 0.5, '<b>一个很长很长很长很长很长很长的题干</b>')] };
    const o = correctRateOption(long);
    expect(o.yAxis.data[0]!.endsWith('…')).toBe(true);
    expect(o.tooltip.formatter({ dataIndex: 0 })).toContain('&lt;b&gt;');
  });

  it('students: a bar per student with a rate, none for one without', () => {
    const o = studentRateOption(stats.students);
    expect(o.xAxis.data).toEqual(['张子涵', '陈思雨', '李小明']);
    expect(o.series[0]!.data).toEqual([100, 63.6, null]);
    expect(o.tooltip.formatter([{ dataIndex: 2 }])).toContain('—');
  });
});
