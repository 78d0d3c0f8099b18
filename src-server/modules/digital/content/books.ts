/**
 * The demo textbooks' content, made deterministically (no randomness across runs): for each seeded book (by its
 * index in the catalogue seed) the units, lessons and the text of every page. The PDF writer lays this out, the
 * seed stores the catalogue and the page texts (for search) from the same model, so both always agree.
 */
import type { PageModel } from '../../../lib/pdf-writer';
import { PHRASES, TOPICS } from './phrases';

export type { PageModel };

export interface LessonModel {
  title: string;
  startPage: number;
  endPage: number;
}
export interface UnitModel {
  title: string;
  startPage: number;
  endPage: number;
  lessons: LessonModel[];
}
export interface BookModel {
  /** Index in the catalogue seed's BOOKS; the content key is `book-<index+1>`. */
  index: number;
  key: string;
  title: string;
  subject: string;
  publisher: string;
  pageCount: number;
  units: UnitModel[];
  pages: PageModel[];
}

/** Page counts per catalogue book: three of 100+ pages, one of 300 for the speed benchmark, smaller others. */
export const BOOK_PAGES = [120, 110, 104, 300, 60, 60, 48, 48] as const;

const CN_NUM = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** A small deterministic generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildBook(index: number, title: string, subject: string, publisher: string): BookModel {
  const pageCount = BOOK_PAGES[index] ?? 48;
  const topics = TOPICS[subject] ?? TOPICS['信息科技']!;
  const phrases = PHRASES[subject] ?? PHRASES['信息科技']!;
  const rand = rng(1000 + index);
  const unitCount = pageCount >= 200 ? 8 : pageCount >= 100 ? 5 : 3;
  const lessonsPerUnit = pageCount >= 200 ? 5 : 3;
  const lessonCount = unitCount * lessonsPerUnit;
  // Pages 1 and 2 are the cover and the table of contents; each unit has an opening page.
  const bodyPages = pageCount - 2 - unitCount;
  const base = Math.floor(bodyPages / lessonCount);
  let extra = bodyPages - base * lessonCount;
  const pages: PageModel[] = [
    { page: 1, kind: 'cover', heading: title, paragraphs: [publisher, `${subject} · 数字教材`], figure: null },
    { page: 2, kind: 'toc', heading: '目录', paragraphs: [], figure: null },
  ];
  const units: UnitModel[] = [];
  let page = 3;
  let lessonNo = 0;
  let figureNo = 0;
  for (let u = 0; u < unitCount; u++) {
    const unitTopic = topics[u % topics.length]!;
    const unit: UnitModel = {
      title: `第${CN_NUM[u]}单元 ${unitTopic[0]}`,
      startPage: page,
      endPage: page,
      lessons: [],
    };
    pages.push({
      page,
      kind: 'unit',
      heading: unit.title,
      paragraphs: [`本单元我们将学习“${unitTopic[0]}”。${phrases[u % phrases.length]}`],
      figure: { caption: `单元导图 ${u + 1}`, shape: u % 4 },
    });
    page++;
    for (let l = 0; l < lessonsPerUnit; l++) {
      lessonNo++;
      const lessonTopic = unitTopic[1][l % unitTopic[1].length]!;
      const span = base + (extra > 0 ? 1 : 0);
      if (extra > 0) extra--;
      const lesson: LessonModel = {
        title: `第${lessonNo}课 ${lessonTopic}`,
        startPage: page,
        endPage: page + span - 1,
      };
      for (let p = 0; p < span; p++) {
        const paragraphs: string[] = [];
        const n = (p % 2 === 0 ? 4 : 6) + Math.floor(rand() * 2);
        for (let k = 0; k < n; k++) {
          let s = '';
          const m = 3 + Math.floor(rand() * 3);
          let last = -1;
          for (let j = 0; j < m; j++) {
            let i = Math.floor(rand() * phrases.length);
            if (i === last) i = (i + 1) % phrases.length;
            s += phrases[i];
            last = i;
          }
          paragraphs.push(k === 0 && p === 0 ? `${lessonTopic}：${s}` : s);
        }
        const hasFigure = p % 2 === 0;
        if (hasFigure) figureNo++;
        pages.push({
          page,
          kind: 'lesson',
          heading: p === 0 ? lesson.title : `${lesson.title}（${p + 1}）`,
          paragraphs,
          figure: hasFigure ? { caption: `图${lessonNo}-${p / 2 + 1} ${lessonTopic}示意`, shape: figureNo % 4 } : null,
        });
        page++;
      }
      unit.lessons.push(lesson);
    }
    unit.endPage = page - 1;
    units.push(unit);
  }
  // The table of contents lists every lesson with its page.
  pages[1]!.paragraphs = units.flatMap((u) => [
    `${u.title} …… ${u.startPage}`,
    ...u.lessons.map((l) => `\u3000\u3000${l.title} …… ${l.startPage}`),
  ]);
  return { index, key: `book-${index + 1}`, title, subject, publisher, pageCount, units, pages };
}

/** The text of a page as search sees it: heading, paragraphs and the figure caption. */
export function pageText(p: PageModel): string {
  return [p.heading, ...p.paragraphs, p.figure?.caption ?? ''].filter(Boolean).join('\n');
}
