import { describe, expect, it } from 'vitest';
import { officeSource } from '../lib/office-source';
import { idParam } from '../lib/query-ids';
import { HIDDEN, nextLabel, nextStep, showAll } from '../lib/steps';

describe('stepping through a solution', () => {
  it('shows one more step at a time, then the answer, and says what comes next', () => {
    let r = HIDDEN;
    const labels: (string | null)[] = [nextLabel(r, 3)];
    for (let i = 0; i < 4; i++) {
      r = nextStep(r, 3);
      labels.push(nextLabel(r, 3));
    }
    expect(r).toEqual({ shown: 3, answer: true });
    expect(labels).toEqual(['看下一步', '看下一步', '看下一步', '看答案', null]);
  });

  it('shows everything at once, and a solution without steps goes straight to its answer', () => {
    expect(showAll(4)).toEqual({ shown: 4, answer: true });
    expect(nextLabel(HIDDEN, 0)).toBe('看答案');
    expect(nextStep(HIDDEN, 0)).toEqual({ shown: 0, answer: true });
  });
});

describe('office sources', () => {
  it('takes files of this server by their extension or the given format', () => {
    expect(officeSource('/files/digital/docs/lesson-plan.docx?e=1&s=ab')).toEqual({
      url: '/files/digital/docs/lesson-plan.docx?e=1&s=ab',
      format: 'docx',
    });
    expect(officeSource('/files/digital/docs/score-sheet.XLSX')?.format).toBe('xlsx');
    expect(officeSource('/files/uploads/a', 'pdf')?.format).toBe('pdf');
  });

  it('refuses other sites, other folders, path tricks and formats it cannot show', () => {
    for (const url of [
      null,
      '',
      'https://evil.example/a.docx',
      '//evil.example/files/a.docx',
      '/api/v1/x.docx',
      '/files/../secret.docx',
      '/files/a b.docx',
      '/files/digital/media/clip.mp4',
      '/files/digital/docs/a',
    ])
      expect(officeSource(url)).toBeNull();
  });
});

describe('ids from the query string', () => {
  it('reads positive integers and nothing else', () => {
    const p = new URLSearchParams('classId=12&a=-3&b=1.5&c=abc&d=99999999999&e=0');
    expect(['classId', 'a', 'b', 'c', 'd', 'e', 'missing'].map((n) => idParam(p, n))).toEqual([12, 0, 0, 0, 0, 0, 0]);
  });
});
