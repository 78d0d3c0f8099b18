import type { RunResult } from './python-runtime';

/** The verdict of an automatic check: passed, or the reason it did not (shown as 未通过：reason). */
export interface Verdict {
  passed: boolean;
  reason: string;
}

/** What a run printed to stdout, as lines (trailing spaces and blank trailing lines ignored). */
export function stdoutLines(result: Pick<RunResult, 'output'>): string[] {
  const text = result.output
    .filter((l) => l.stream === 'stdout')
    .map((l) => l.text)
    .join('\n');
  const lines = text.split('\n').map((l) => l.trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Judges a run against expectations: it must have ended without an error, its Python check (if any) must pass, and
 * its stdout must equal the expected lines (if given), line by line.
 */
export function judge(result: RunResult, expectedLines?: string[]): Verdict {
  if (result.status === 'timeout') return { passed: false, reason: '运行超时，请检查是否有死循环' };
  if (result.status === 'stopped') return { passed: false, reason: '运行已停止' };
  if (result.status === 'error') return { passed: false, reason: `程序出错：${result.error ?? ''}` };
  if (result.check && !result.check.passed) return { passed: false, reason: result.check.reason ?? '检查未通过' };
  if (expectedLines) {
    const actual = stdoutLines(result);
    for (let i = 0; i < expectedLines.length; i++) {
      if (actual[i] === undefined)
        return { passed: false, reason: `缺少第 ${i + 1} 行输出，应为「${expectedLines[i]}」` };
      if (actual[i] !== expectedLines[i])
        return { passed: false, reason: `第 ${i + 1} 行应为「${expectedLines[i]}」，实际为「${actual[i]}」` };
    }
    if (actual.length > expectedLines.length)
      return { passed: false, reason: `输出多了 ${actual.length - expectedLines.length} 行` };
  }
  return { passed: true, reason: '输出与预期一致' };
}
