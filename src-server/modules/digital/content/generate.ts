/**
 * Makes the demo digital-textbook content into a directory, once: the books' PDFs, the lesson exercise PDFs, the
 * Office documents, and the audio, video and pictures. A manifest with CONTENT_VERSION marks a finished set;
 * generation writes into a temporary directory and renames it, so two servers starting together never serve half
 * a set.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOKS } from '../../../db/seeds/0002-catalog';
import { casesFiles, casesHandout, casesSheet } from '../../../db/seeds/reader-documents';
import { buildBook, type BookModel } from './books';
import { makeMedia } from './media';
import { makeDocx, makeXlsx } from '../../../lib/office';
import { writePdf } from '../../../lib/pdf-writer';

/** Bump when the generated files change. */
export const CONTENT_VERSION = 'v5';

export interface ContentManifest {
  version: string;
  books: { key: string; pageCount: number; size: number }[];
}

/** Every catalogue book's model, in seed order (index i is the i-th seeded book). */
export function demoBooks(): BookModel[] {
  return BOOKS.map(([title, , author, subject], i) => buildBook(i, title, subject, author));
}

export function readManifest(dir: string): ContentManifest | null {
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ContentManifest;
    return m.version === CONTENT_VERSION ? m : null;
  } catch {
    return null;
  }
}

function exercisePages(book: BookModel) {
  return [1, 2].map((page) => ({
    page,
    kind: 'lesson' as const,
    heading: page === 1 ? `${book.title} 课后练习` : '拓展与思考',
    paragraphs: book.pages.slice(10 + page * 3, 13 + page * 3).flatMap((p) => p.paragraphs.slice(0, 2)),
    figure: page === 1 ? { caption: '练习配图', shape: 0 } : null,
  }));
}

export async function ensureDigitalContent(dir: string): Promise<ContentManifest> {
  const done = readManifest(dir);
  if (done) return done;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  for (const sub of ['books', 'media', 'docs']) mkdirSync(join(tmp, sub), { recursive: true });
  const books = demoBooks();
  const manifest: ContentManifest = { version: CONTENT_VERSION, books: [] };
  for (const b of books) {
    const pdf = writePdf(b.title, b.pages);
    writeFileSync(join(tmp, 'books', `${b.key}.pdf`), pdf);
    writeFileSync(join(tmp, 'docs', `${b.key}-exercise.pdf`), writePdf(`${b.title} 课后练习`, exercisePages(b)));
    // The first unit's worked examples (典型例题, issue 10) as a Word handout and an Excel overview.
    const handout = casesHandout(b);
    writeFileSync(join(tmp, casesFiles(b.key).docx), makeDocx(handout.title, handout.paragraphs));
    writeFileSync(join(tmp, casesFiles(b.key).xlsx), makeXlsx('典型例题', casesSheet(b)));
    manifest.books.push({ key: b.key, pageCount: b.pageCount, size: pdf.length });
  }
  writeFileSync(
    join(tmp, 'docs', 'lesson-plan.docx'),
    makeDocx('教学设计', [
      '一、教学目标：理解本课的主要内容，能用自己的话复述。',
      '二、教学重点：掌握本课的关键概念。',
      '三、教学过程：导入—新授—练习—小结。',
      '四、课后作业：完成课后练习第 1～3 题。',
    ]),
  );
  writeFileSync(
    join(tmp, 'docs', 'score-sheet.xlsx'),
    makeXlsx('课堂练习', [
      ['姓名', '第1题', '第2题', '第3题', '总分'],
      ['王小明', 30, 30, 35, 95],
      ['李华', 25, 30, 30, 85],
      ['张晓', 30, 28, 32, 90],
    ]),
  );
  await makeMedia(join(tmp, 'media'));
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (readManifest(dir)) {
    rmSync(tmp, { recursive: true, force: true });
    return readManifest(dir)!;
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  return readManifest(dir) ?? manifest;
}
