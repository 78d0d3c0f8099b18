import type { BookModel } from '../../modules/digital/content/books';
import { WORKED_EXAMPLES } from './reader-examples';

/**
 * The worked-example documents of a demo book's first unit (issue 10), written with the demo textbook files
 * (content/generate.ts) and attached to the unit's lessons by seed 2000-reader: a Word handout of every example
 * with its solution, and an Excel overview of them. Nothing is downloaded: the files are zipped by hand from this
 * content (lib/office.ts).
 */
export const casesFiles = (key: string) => ({ docx: `docs/${key}-cases.docx`, xlsx: `docs/${key}-cases.xlsx` });

const lessonExamples = (book: BookModel) => {
  const unit = book.units[0];
  const bank = WORKED_EXAMPLES[book.subject] ?? [];
  return (unit?.lessons ?? []).map((l, k) => ({ lesson: l.title, examples: bank[k] ?? [] }));
};

/** The handout: per lesson, each example's problem, numbered steps and answer. */
export function casesHandout(book: BookModel): { title: string; paragraphs: string[] } {
  const unit = book.units[0]?.title ?? '';
  const paragraphs = lessonExamples(book).flatMap(({ lesson, examples }) => [
    `【${lesson}】`,
    ...examples.flatMap((e, i) => [
      `例${i + 1} ${e.title}`,
      `题目：${e.problem}`,
      ...e.steps.map((s, j) => `第${j + 1}步：${s}`),
      `答案：${e.answer}`,
    ]),
  ]);
  return { title: `${book.title} ${unit} 典型例题`, paragraphs };
}

/** The overview sheet: one row per example. */
export function casesSheet(book: BookModel): (string | number)[][] {
  return [
    ['课时', '例题', '步数', '答案'],
    ...lessonExamples(book).flatMap(({ lesson, examples }) =>
      examples.map((e) => [lesson, e.title, e.steps.length, e.answer]),
    ),
  ];
}
