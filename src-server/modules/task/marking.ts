import type { QuestionType } from '@shared/api/task';

/**
 * Automatic marking of objective questions (src-shared/api/task.ts says how answers travel). Whitespace, letter
 * case and full-width forms do not count against a student: 'b', ' B ' and 'Ｂ' all answer B.
 */
export interface KeyedQuestion {
  type: string;
  answer: string;
  score: number;
}

export const isObjective = (type: string) => type !== 'SUBJECTIVE';

/** Full-width ASCII to half-width, trimmed, upper-case, inner spaces collapsed. */
function plain(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

const JUDGE: Record<string, 'T' | 'F'> = {
  T: 'T',
  TRUE: 'T',
  对: 'T',
  '√': 'T',
  F: 'F',
  FALSE: 'F',
  错: 'F',
  '×': 'F',
};

/** The canonical form of an answer of this type (the key is stored in it too). */
export function normalize(type: QuestionType | string, text: string): string {
  const t = plain(text);
  switch (type) {
    case 'SINGLE':
      return t.replace(/[^A-Z]/g, '').slice(0, 1);
    case 'MULTIPLE':
      return [...new Set(t.replace(/[^A-Z]/g, '').split(''))].sort().join(',');
    case 'JUDGE':
      return JUDGE[t] ?? t;
    case 'FILL':
      return t
        .split('|')
        .map((b) => b.trim())
        .join('|');
    default:
      return text.trim();
  }
}

/** Whether an objective answer is right. A FILL key may give alternatives for a blank with '/': 'ten/10'. */
export function isCorrect(q: KeyedQuestion, text: string): boolean {
  const given = normalize(q.type, text);
  if (!given) return false;
  if (q.type !== 'FILL') return given === normalize(q.type, q.answer);
  const blanks = given.split('|');
  const keys = q.answer.split('|');
  return (
    blanks.length === keys.length &&
    keys.every((k, i) =>
      k
        .split('/')
        .map((alt) => normalize('FILL', alt))
        .includes(blanks[i]!),
    )
  );
}

/** Score and verdict of one answer: objective ones at once, subjective ones wait for the teacher (null). */
export function autoMark(q: KeyedQuestion, text: string): { score: number | null; correct: boolean | null } {
  if (!isObjective(q.type)) return { score: null, correct: null };
  const correct = isCorrect(q, text);
  return { score: correct ? q.score : 0, correct };
}

/** A subjective answer counts as wrong (for the error book and the statistics) when scored under half. */
export const subjectiveCorrect = (score: number, full: number) => score * 2 >= full;
