import { describe, expect, it } from 'vitest';
import { blanksOf, editable, joinMultiple, splitFill, unanswered } from '../lib/answers';

describe('the answer sheet’s rules', () => {
  it('counts a fill-in stem’s blanks, at least one', () => {
    expect(blanksOf('18＋6÷3 = ＿＿')).toBe(1);
    expect(blanksOf('＿＿ 加 ＿＿＿ 等于 __')).toBe(3);
    expect(blanksOf('写出结果。')).toBe(1);
  });

  it('splits a fill-in answer into exactly its blanks', () => {
    expect(splitFill('20|4', 3)).toEqual(['20', '4', '']);
    expect(splitFill('', 2)).toEqual(['', '']);
    expect(splitFill('a|b|c', 2)).toEqual(['a', 'b']);
  });

  it('writes a multiple choice as the server stores it', () => {
    expect(joinMultiple(new Set(['C', 'A']))).toBe('A,C');
    expect(joinMultiple([])).toBe('');
  });

  it('finds the questions left blank (photos and any filled blank count)', () => {
    const qs = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    const answers = { 1: { text: 'B', photos: [] }, 2: { text: '|', photos: [] }, 3: { text: '', photos: ['/p.jpg'] } };
    expect(unanswered(qs, answers)).toEqual([1, 3]);
  });

  it('lets a student change answers until submitted, and again once returned', () => {
    expect(editable(null)).toBe(true);
    expect(editable({ state: 'DRAFT' })).toBe(true);
    expect(editable({ state: 'RETURNED' })).toBe(true);
    expect(editable({ state: 'SUBMITTED' })).toBe(false);
    expect(editable({ state: 'MARKED' })).toBe(false);
  });
});
