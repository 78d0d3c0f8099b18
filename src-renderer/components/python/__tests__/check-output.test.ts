import { describe, expect, it } from 'vitest';
import { judge, stdoutLines } from '../check-output';
import type { RunResult } from '../python-runtime';

const run = (stdout: string[], extra: Partial<RunResult> = {}): RunResult => ({
  output: [...stdout.map((text) => ({ stream: 'stdout' as const, text })), { stream: 'stderr', text: 'warn' }],
  status: 'ok',
  ms: 5,
  ...extra,
});

describe('judge', () => {
  it('passes when stdout equals the expected lines, ignoring trailing blanks and stderr', () => {
    expect(stdoutLines(run(['a  ', 'b', '']))).toEqual(['a', 'b']);
    expect(judge(run(['平均分：88.0', '']), ['平均分：88.0'])).toEqual({ passed: true, reason: '输出与预期一致' });
  });

  it('names the first line that differs, a missing line and extra lines', () => {
    expect(judge(run(['平均分：73.3']), ['平均分：88.0']).reason).toBe(
      '第 1 行应为「平均分：88.0」，实际为「平均分：73.3」',
    );
    expect(judge(run(['1']), ['1', '2']).reason).toBe('缺少第 2 行输出，应为「2」');
    expect(judge(run(['1', '2', '3']), ['1', '2']).reason).toBe('输出多了 1 行');
  });

  it('fails an error, a timeout and a failed Python check with their reasons', () => {
    expect(judge(run([], { status: 'error', error: "NameError: name 'x' is not defined" }))).toEqual({
      passed: false,
      reason: "程序出错：NameError: name 'x' is not defined",
    });
    expect(judge(run([], { status: 'timeout' })).reason).toBe('运行超时，请检查是否有死循环');
    expect(judge(run(['x'], { check: { passed: false, reason: 'fib(10) 应为 55' } }), ['x']).reason).toBe(
      'fib(10) 应为 55',
    );
  });
});
