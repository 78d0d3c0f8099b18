import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34.14: "加入示范学校?" asked with a half-width ?. The message catalogue has its own test (src-shared); this one
// scans every source file, so a question written in a component or a server route is caught too.
const ROOT = resolve(import.meta.dirname, '../..');

/** Every non-test .ts/.tsx source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** A half-width ? right after Chinese text or closing Chinese punctuation (」》）), or after a placeholder that follows it. */
const HALF_WIDTH_QUESTION = /[\u4e00-\u9fff」》）](\$\{[^}]*\}|\{\w+\})?\?/;

describe('Chinese questions use the full-width ？', () => {
  it('in every string of the renderer, server, shared and main sources', () => {
    const found = ['src-renderer', 'src-server', 'src-shared', 'src-main'].flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            HALF_WIDTH_QUESTION.test(line) ? [`${file.slice(ROOT.length + 1)}:${i + 1}: ${line.trim()}`] : [],
          ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('the scan catches a half-width ? after Chinese text and leaves addresses alone', () => {
    expect(HALF_WIDTH_QUESTION.test("title: '加入示范学校?'")).toBe(true);
    expect(HALF_WIDTH_QUESTION.test('`删除班级「${name}」?`')).toBe(true);
    expect(HALF_WIDTH_QUESTION.test('`加入${school}?`')).toBe(true);
    expect(HALF_WIDTH_QUESTION.test("joinSchoolConfirm: '加入{school}?'")).toBe(true);
    expect(HALF_WIDTH_QUESTION.test("title: '加入示范学校？'")).toBe(false);
    expect(HALF_WIDTH_QUESTION.test('`${paths.community}?id=${id}`')).toBe(false);
  });
});
