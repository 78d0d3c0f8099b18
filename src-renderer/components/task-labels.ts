import type { Question } from '@shared/api/task';

/** A question's kind as the teacher's and the parent's homework screens name it (issues 10 and 15). */
export const QUESTION_TYPE: Record<Question['type'], string> = {
  SINGLE: '单选题',
  MULTIPLE: '多选题',
  JUDGE: '判断题',
  FILL: '填空题',
  SUBJECTIVE: '解答题',
};

/** A true/false answer as people write it (the server stores T or F). */
export const answerText = (q: Pick<Question, 'type'>, text: string) =>
  q.type === 'JUDGE' ? (({ T: '对', F: '错' } as Record<string, string>)[text.toUpperCase()] ?? text) : text;

/** A time in Beijing time: 11月30日 18:00. */
export const beijingTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
