import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ReaderPaths, type CaseCatalogue, type LessonCases, type OfficeDocument } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import { digitalResources } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { castOf, get, type Cast } from './helpers';

/** 典型例题 and 文档预览 through the routes: book content, for whoever has the book. */
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
});
afterAll(() => t.close());

const resourceOf = async (bookId: number, type: string, format?: string) => {
  const rows = await t.database.db
    .select()
    .from(digitalResources)
    .where(and(eq(digitalResources.bookId, bookId), eq(digitalResources.type, type)));
  return rows.find((r) => !format || r.format === format)!;
};

describe('worked examples', () => {
  it('lists the book’s lessons with how many examples each has', async () => {
    const res = await get<CaseCatalogue>(t.app, ReaderPaths.caseCatalogue, c.student, { bookId: c.mathBookId });
    expect(res.code).toBe(200);
    expect(res.data.bookTitle).toBe('义务教育教科书·数学 三年级下册');
    expect(res.data.units[0]!.title).toBe('第一单元 混合运算');
    expect(res.data.units[0]!.lessons.map((l) => [l.title, l.caseCount])).toEqual([
      ['第1课 买文具', 2],
      ['第2课 过河', 2],
      ['第3课 买鲜花', 2],
    ]);
    expect(res.data.units[1]!.lessons.every((l) => l.caseCount === 0)).toBe(true);
  });

  it('gives a lesson’s examples step by step with their answer and page, and its documents', async () => {
    const res = await get<LessonCases>(t.app, ReaderPaths.lessonCases, c.student, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ lessonTitle: '第1课 买文具', unitTitle: '第一单元 混合运算' });
    const [first] = res.data.cases;
    expect(first).toMatchObject({ title: '买文具：先乘后加', answer: '4 × 2 + 3 = 11（元），一共花了 11 元。' });
    expect(first!.steps).toHaveLength(3);
    expect(first!.page).toBeGreaterThan(2);
    expect(res.data.documents.map((d) => [d.title, d.format])).toEqual([
      ['买文具 课后练习', 'pdf'],
      ['本单元典型例题讲义', 'docx'],
      ['本单元典型例题一览表', 'xlsx'],
    ]);
  });

  it('refuses a book the student does not have, an unknown book, another book’s lesson, a signed-out caller', async () => {
    const notOwned = await get(t.app, ReaderPaths.lessonCases, c.student, {
      bookId: c.englishBookId,
      lessonId: c.lessonId,
    });
    expect([notOwned.code, notOwned.message]).toEqual([Code.FORBIDDEN, Msg.digitalNotOwned]);
    const catalogue = await get(t.app, ReaderPaths.caseCatalogue, c.stranger, { bookId: c.mathBookId });
    expect(catalogue.code).toBe(Code.FORBIDDEN);
    const missing = await get(t.app, ReaderPaths.caseCatalogue, c.student, { bookId: 999_999 });
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.digitalBookNotFound]);
    const wrongLesson = await get(t.app, ReaderPaths.lessonCases, c.student, {
      bookId: c.mathBookId,
      lessonId: 999_999,
    });
    expect([wrongLesson.code, wrongLesson.message]).toEqual([Code.NOT_FOUND, Msg.digitalLessonNotFound]);
    const out = await get(t.app, ReaderPaths.lessonCases, undefined, { bookId: c.mathBookId, lessonId: c.lessonId });
    expect(out.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('office documents', () => {
  it('gives the docx and xlsx of the student’s book with a signed URL the server serves', async () => {
    for (const format of ['docx', 'xlsx']) {
      const r = await resourceOf(c.mathBookId, 'DOCUMENT', format);
      const res = await get<OfficeDocument>(t.app, ReaderPaths.document, c.student, { resourceId: r.id });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ resourceId: r.id, bookId: c.mathBookId, format, title: r.title });
      expect(res.data.url).toMatch(new RegExp(`^/files/digital/docs/.+\\.${format}\\?e=\\d+&s=`));
    }
  });

  it('serves the unit’s worked examples as a Word handout and an Excel overview', async () => {
    const cases = await get<LessonCases>(t.app, ReaderPaths.lessonCases, c.student, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
    });
    for (const d of cases.data.documents.filter((x) => x.format !== 'pdf')) {
      const doc = await get<OfficeDocument>(t.app, ReaderPaths.document, c.student, { resourceId: d.resourceId });
      const file = await t.app.inject({ url: doc.data.url });
      expect(file.statusCode).toBe(200);
      // The entries are stored uncompressed: the examples' text is in the bytes.
      const text = file.rawPayload.toString('utf8');
      expect(text).toContain('买文具：先乘后加');
      expect(text).toContain(d.format === 'docx' ? '第1步：先求 4 支铅笔的钱' : '买鲜花');
    }
  });

  it('refuses another book’s document, a resource that is no document, an unknown id, a signed-out caller', async () => {
    const english = await resourceOf(c.englishBookId, 'DOCUMENT');
    const notOwned = await get(t.app, ReaderPaths.document, c.student, { resourceId: english.id });
    expect([notOwned.code, notOwned.message, notOwned.data]).toEqual([Code.FORBIDDEN, Msg.digitalNotOwned, null]);
    const video = await resourceOf(c.mathBookId, 'VIDEO');
    const wrongKind = await get(t.app, ReaderPaths.document, c.student, { resourceId: video.id });
    expect([wrongKind.code, wrongKind.message]).toEqual([Code.BAD_REQUEST, Msg.documentNotOffice]);
    const missing = await get(t.app, ReaderPaths.document, c.student, { resourceId: 999_999 });
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.digitalResourceNotFound]);
    const r = await resourceOf(c.mathBookId, 'DOCUMENT', 'docx');
    expect((await get(t.app, ReaderPaths.document, undefined, { resourceId: r.id })).code).toBe(Code.TOKEN_EXPIRED);
    expect((await get(t.app, ReaderPaths.document, c.stranger, { resourceId: r.id })).code).toBe(Code.FORBIDDEN);
  });
});
