import type { Question, Submission } from '@shared/api/task';

/** The student's answers by question id, as the answer sheet edits them. */
export type Answers = Record<number, { text: string; photos: string[] }>;

/** Where this device keeps a task's unsaved answers until the server has the draft. */
export const draftKey = (taskId: number) => `classpro.taskDraft.${taskId}`;

/** Whether the student may still change the answers: not submitted yet, or returned for redo. */
export const editable = (sub: Pick<Submission, 'state'> | null) =>
  !sub || sub.state === 'NOT_STARTED' || sub.state === 'DRAFT' || sub.state === 'RETURNED';

/** How many blanks a fill-in stem has: runs of ＿ (or _) count one each; at least one. */
export const blanksOf = (stem: string) => Math.max(1, (stem.match(/[＿_]{2,}/g) ?? []).length);

/** A fill-in answer ('a|b') as exactly `n` blanks. */
export const splitFill = (text: string, n: number) => {
  const parts = text ? text.split('|') : [];
  return Array.from({ length: n }, (_, k) => parts[k] ?? '');
};

/** A multiple-choice answer as the server stores it: the letters sorted, comma-joined. */
export const joinMultiple = (letters: Iterable<string>) => [...letters].sort().join(',');

/** Indexes of the questions with nothing answered (a fill-in counts when any blank is filled; photos count). */
export const unanswered = (questions: Pick<Question, 'id'>[], answers: Answers) =>
  questions.flatMap((q, i) => {
    const a = answers[q.id];
    const filled = !!a && (a.text.replace(/\|/g, '').trim() !== '' || a.photos.length > 0);
    return filled ? [] : [i];
  });
