import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  DigitalApi as A,
  type BookContent,
  type BookInfo,
  type Catalogue,
  type QrResource,
  type ResourceList,
  type StaticData,
} from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoStudent, demoTeacher, get, otherTeacher } from '../../classes/__tests__/helpers';
import { bookIds } from './helpers';

let t: TestApp;
let teacher: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  ids = await bookIds(t.app);
});
afterAll(() => t.close());

const q = (bookId: number) => ({ bookId: String(bookId) });

describe('public part of a book (no sign-in)', () => {
  it('shows what the book is, that it is not owned and how to get it', async () => {
    const r = await get<BookInfo>(t.app, A.bookInfo.path, undefined, q(ids[0]!));
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({
      title: '义务教育教科书·语文 一年级上册',
      publisher: '人民教育出版社',
      subject: '语文',
      digitalBookType: 'PAPER_DIGITAL',
      pageCount: 120,
      owned: false,
      acquire: 'REDEEM',
      hasAudioVisual: true,
      hasLectureNotes: true,
    });
    expect(r.data.resourceCounts.VIDEO).toBe(15);
    // Five per lesson, and the first unit's worked-example handout and overview on each of its 3 lessons.
    expect(r.data.resourceCounts.DOCUMENT).toBe(15 + 6);
    expect(r.data.resourceCount).toBe(75 + 6);
  });

  it('gives the catalogue: units of lessons with page ranges inside the book', async () => {
    const r = await get<Catalogue>(t.app, A.catalogue.path, undefined, q(ids[3]!));
    expect(r.data.units).toHaveLength(8);
    const lessons = r.data.units.flatMap((u) => u.lessons);
    expect(lessons).toHaveLength(40);
    expect(lessons[0]).toMatchObject({ title: '第1课 数据从哪里来', startPage: 4 });
    expect(lessons.at(-1)!.endPage).toBe(300);
    for (const [i, l] of lessons.entries()) {
      expect(l.startPage).toBeLessThanOrEqual(l.endPage);
      if (i) expect(l.startPage).toBeGreaterThan(lessons[i - 1]!.endPage);
    }
  });

  it('counts the static data by book', async () => {
    const r = await get<StaticData>(t.app, A.staticData.path, undefined, q(ids[1]!));
    expect(r.data).toMatchObject({ pageCount: 110, unitCount: 5, lessonCount: 15, chapterCount: 3, sectionCount: 6 });
  });

  it('answers an unknown book with 教材不存在 and a bad id with a validation message', async () => {
    const r = await get(t.app, A.bookInfo.path, undefined, { bookId: '999999' });
    expect(r).toMatchObject({ code: Code.NOT_FOUND, message: Msg.digitalBookNotFound });
    const bad = await get(t.app, A.bookInfo.path, undefined, { bookId: 'abc' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('opens the resources of a PAPER_DIGITAL book with their QR pages, not those of a DIGITAL one', async () => {
    const paper = await get<ResourceList>(t.app, A.resources.path, undefined, q(ids[0]!));
    const first = paper.data.lessons[0]!.resources[0]!;
    expect(first.qrUrl).toBe(`/digitalbooks/qr?resourceId=${first.id}`);
    const digital = await get(t.app, A.resources.path, undefined, q(ids[2]!));
    expect(digital).toMatchObject({ code: Code.FORBIDDEN, message: Msg.digitalNotOwned });
    const qr = await get<QrResource>(t.app, A.qrResource.path, undefined, { resourceId: String(first.id) });
    expect(qr.data).toMatchObject({ bookTitle: '义务教育教科书·语文 一年级上册', resource: { id: first.id } });
    const file = await t.app.inject({ url: qr.data.resource.url });
    expect(file.statusCode).toBe(200);
  });

  it('refuses the QR page for a DIGITAL book resource', async () => {
    const own = await get<ResourceList>(t.app, A.resources.path, await demoTeacher(t.app), q(ids[1]!));
    expect(own.code).toBe(Code.OK);
    const sci = await get<ResourceList>(t.app, A.resources.path, undefined, q(ids[2]!));
    expect(sci.code).toBe(Code.FORBIDDEN);
    // a resource id of the DIGITAL 英语 book (not owned): look it up directly
    const rows = await t.app.db.execute(`SELECT id FROM digital_resources WHERE book_id = ${ids[2]} LIMIT 1`);
    const rid = (Array.isArray(rows) ? rows : (rows as { rows: { id: number }[] }).rows)[0] as { id: number };
    const r = await get(t.app, A.qrResource.path, undefined, { resourceId: String(rid.id) });
    expect(r).toMatchObject({ code: Code.NOT_FOUND, message: Msg.digitalResourceNotFound });
  });
});

describe('owners read the content', () => {
  it('marks owned books, by redeem and by the school', async () => {
    for (const id of [ids[0]!, ids[1]!, ids[3]!]) {
      const r = await get<BookInfo>(t.app, A.bookInfo.path, teacher, q(id));
      expect(r.data).toMatchObject({ owned: true, acquire: null });
    }
    expect((await get<BookInfo>(t.app, A.bookInfo.path, teacher, q(ids[2]!))).data.owned).toBe(false);
  });

  it('serves the PDF with range requests: 206 for the first bytes, never the whole book', async () => {
    const r = await get<BookContent>(t.app, A.content.path, teacher, q(ids[3]!));
    expect(r.data).toMatchObject({
      pageCount: 300,
      pdfUrl: expect.stringMatching(/^\/files\/digital\/books\/book-4\.pdf\?/),
    });
    expect(r.data.size).toBeGreaterThan(100_000);
    const head = await t.app.inject({ url: r.data.pdfUrl, headers: { range: 'bytes=0-1023' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-range']).toBe(`bytes 0-1023/${r.data.size}`);
    expect(head.rawPayload.length).toBe(1024);
    expect(head.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const tail = await t.app.inject({ url: r.data.pdfUrl, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.toString()).toContain('%%EOF');
    const beyond = await t.app.inject({ url: r.data.pdfUrl, headers: { range: `bytes=${r.data.size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a tampered or unsigned file URL', async () => {
    const r = await get<BookContent>(t.app, A.content.path, teacher, q(ids[0]!));
    const other = r.data.pdfUrl.replace('book-1.pdf', 'book-3.pdf');
    expect((await t.app.inject({ url: other })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/files/digital/books/book-3.pdf' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/files/digital/../upload-secret' })).statusCode).not.toBe(200);
  });

  it('refuses content to a user who does not own the book', async () => {
    const r = await get(t.app, A.content.path, teacher, q(ids[2]!));
    expect(r).toMatchObject({ code: Code.FORBIDDEN, message: Msg.digitalNotOwned });
    const student = await demoStudent(t.app);
    expect((await get(t.app, A.content.path, student, q(ids[0]!))).code).toBe(Code.FORBIDDEN);
    const other = await otherTeacher(t.app, 0);
    // a teacher of the demo school reads the school's book but not the demo teacher's redeemed ones
    expect((await get(t.app, A.content.path, other.token, q(ids[3]!))).code).toBe(Code.OK);
    expect((await get(t.app, A.content.path, other.token, q(ids[1]!))).code).toBe(Code.FORBIDDEN);
  });

  it('searches the whole book and finds pages with lessons', async () => {
    const r = await get<{ total: number; hits: { page: number; snippet: string; lessonId: number | null }[] }>(
      t.app,
      A.search.path,
      teacher,
      { bookId: String(ids[3]!), q: '流程图' },
    );
    expect(r.data.total).toBeGreaterThan(5);
    expect(r.data.hits[0]!.snippet).toContain('流程图');
    expect(r.data.hits.every((h) => h.page >= 1 && h.page <= 300)).toBe(true);
    const none = await get<{ total: number }>(t.app, A.search.path, teacher, { bookId: String(ids[3]!), q: '%_' });
    expect(none.data.total).toBe(0);
  });
});
