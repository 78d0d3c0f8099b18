import { describe, expect, it } from 'vitest';
import { autoMark, isCorrect, normalize } from '../marking';

const q = (type: string, answer: string, score = 2) => ({ type, answer, score });

describe('automatic marking', () => {
  it('reads single choices whatever the case, spacing or width', () => {
    for (const given of ['B', 'b', ' B ', 'Ｂ', 'B.']) expect(isCorrect(q('SINGLE', 'B'), given)).toBe(true);
    expect(isCorrect(q('SINGLE', 'B'), 'C')).toBe(false);
    expect(isCorrect(q('SINGLE', 'B'), '')).toBe(false);
  });

  it('needs every option of a multiple choice, in any order, and no other', () => {
    expect(isCorrect(q('MULTIPLE', 'A,C,D'), 'D,A,C')).toBe(true);
    expect(isCorrect(q('MULTIPLE', 'A,C,D'), 'acd')).toBe(true);
    expect(isCorrect(q('MULTIPLE', 'A,C,D'), 'A,C')).toBe(false);
    expect(isCorrect(q('MULTIPLE', 'A,C,D'), 'A,B,C,D')).toBe(false);
    expect(normalize('MULTIPLE', 'c, a, a')).toBe('A,C');
  });

  it('reads true/false as T/F, 对/错 or √/×', () => {
    for (const given of ['T', 't', '对', '√', 'true']) expect(isCorrect(q('JUDGE', 'T'), given)).toBe(true);
    for (const given of ['F', '错', '×']) expect(isCorrect(q('JUDGE', 'T'), given)).toBe(false);
  });

  it('marks fill-ins blank by blank, with alternatives', () => {
    expect(isCorrect(q('FILL', '20'), '２０')).toBe(true);
    expect(isCorrect(q('FILL', '声音/音频'), '音频')).toBe(true);
    expect(isCorrect(q('FILL', 'near|door'), ' Near | DOOR ')).toBe(true);
    expect(isCorrect(q('FILL', 'near|door'), 'near')).toBe(false);
    expect(isCorrect(q('FILL', 'near|door'), 'near|window')).toBe(false);
  });

  it('scores objective answers at once and leaves subjective ones to the teacher', () => {
    expect(autoMark(q('SINGLE', 'A', 3), 'A')).toEqual({ score: 3, correct: true });
    expect(autoMark(q('SINGLE', 'A', 3), 'B')).toEqual({ score: 0, correct: false });
    expect(autoMark(q('SUBJECTIVE', '参考答案', 5), '我的答案')).toEqual({ score: null, correct: null });
  });
});
