import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { avChaptersVttPath, DigitalApi, type AvData } from '@shared/api/digital';
import { EditingApi as E, EditingTrimApi as T, TrimMsg, type AvMedia, type AvTrim } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import { digitalBooks, staffAccounts } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, signIn, type TestApp, staffToken } from '../../../test-helpers';

let t: TestApp;
let author: string;
let publisher: string;
let strangerAuthor: string;
let strangerPublisher: string;
let teacher: string;
let ownBook: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await staffToken(t.app, 'author', 'author01');
  publisher = await staffToken(t.app, 'publisher', 'publisher01');
  await t.app.db.insert(staffAccounts).values([
    { kind: 'author', account: 'trim-author-2', passwordHash: 'x', displayName: '别的出版社作者', publisherId: 2 },
    { kind: 'publisher', account: 'trim-publisher-2', passwordHash: 'x', displayName: '别的出版社', publisherId: 2 },
  ]);
  strangerAuthor = await staffToken(t.app, 'author', 'trim-author-2');
  strangerPublisher = await staffToken(t.app, 'publisher', 'trim-publisher-2');
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  const books = await t.app.db.select().from(digitalBooks).orderBy(asc(digitalBooks.id));
  ownBook = books.find((b) => b.title === '信息科技 五年级')!.id;
});
afterAll(async () => {
  await t?.close();
});

const post = <R>(token: string, url: string, body: unknown) => call<R>(t.app, { method: 'POST', url, token, body });
const mediaList = async (token = author) =>
  (await call<{ media: AvMedia[] }>(t.app, { url: E.avMedia.path, token, query: { bookId: String(ownBook) } })).body;
const teacherSection = async (sectionId: number) => {
  const av = await call<AvData>(t.app, {
    url: DigitalApi.audioVisual.path,
    token: teacher,
    query: { bookId: String(ownBook) },
  });
  return av.body.data.chapters.flatMap((c) => c.sections).find((s) => s.id === sectionId)!;
};
const vtt = async (sectionId: number) =>
  (await t.app.inject({ url: avChaptersVttPath(ownBook, sectionId), headers: { authorization: `Bearer ${teacher}` } }))
    .body;
const saveTrim = (sectionId: number, trim: AvTrim | null, token = author) =>
  post<AvTrim | null>(token, T.saveAvTrim.path, { bookId: ownBook, sectionId, trim });

describe('editing: trimming audio-visual media', () => {
  it('saves a trim; the author sees it, the teacher’s player and chapters track keep to it; 恢复完整 removes it', async () => {
    const m = (await mediaList()).data.media[2]!;
    expect(m.trim).toBeNull();
    expect(m.duration).toBeGreaterThanOrEqual(5);
    const marks = await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [
        { title: '开场', start: 0, sections: [{ title: '问候', start: 0.5 }] },
        { title: '正文', start: 2, sections: [] },
      ],
    });
    expect(marks.body.code).toBe(Code.OK);

    const saved = await saveTrim(m.sectionId, { start: 1.04, end: 4 });
    expect(saved.body.code).toBe(Code.OK);
    expect(saved.body.message).toBe(TrimMsg.saved);
    expect(saved.body.data).toEqual({ start: 1, end: 4 });
    expect((await mediaList(publisher)).data.media[2]!.trim).toEqual({ start: 1, end: 4 });

    // 开场 runs from 0 to 2 and so into the kept part: the teacher sees it begin at the in-point.
    const s = await teacherSection(m.sectionId);
    expect(s.trim).toEqual({ start: 1, end: 4 });
    expect(s.marks).toEqual([
      { title: '开场', start: 1, sections: [{ title: '问候', start: 1 }] },
      { title: '正文', start: 2, sections: [] },
    ]);
    const track = await vtt(m.sectionId);
    expect(track).toContain('00:00:01.000 --> 00:00:02.000\n开场 · 问候');
    expect(track).toContain('00:00:02.000 --> 00:00:04.000\n正文');
    expect(track).not.toContain('00:00:00.000');

    const reset = await saveTrim(m.sectionId, null);
    expect(reset.body.code).toBe(Code.OK);
    expect(reset.body.message).toBe(TrimMsg.reset);
    expect((await mediaList()).data.media[2]!.trim).toBeNull();
    expect((await teacherSection(m.sectionId)).marks?.[0]).toMatchObject({ title: '开场', start: 0 });
    expect(await vtt(m.sectionId)).toContain('00:00:00.000 --> 00:00:00.500\n开场');
  });

  it('refuses a bad range in Chinese: out before in, past the media, too short', async () => {
    const m = (await mediaList()).data.media[3]!;
    const cases: [AvTrim, string][] = [
      [{ start: 3, end: 2 }, TrimMsg.order],
      [{ start: 2, end: 2 }, TrimMsg.order],
      [{ start: 1, end: m.duration + 5 }, TrimMsg.beyondMedia],
      [{ start: 1, end: 1.5 }, TrimMsg.tooShort],
    ];
    for (const [trim, message] of cases) {
      const r = await saveTrim(m.sectionId, trim);
      expect(r.body.code).toBe(Code.BAD_REQUEST);
      expect(r.body.message).toBe(message);
    }
    const negative = await saveTrim(m.sectionId, { start: -1, end: 2 });
    expect(negative.body.code).toBe(Code.BAD_REQUEST);
    expect((await mediaList()).data.media[3]!.trim).toBeNull();
  });

  it('refuses a trim that would hide chapters, naming them, and marks outside a saved trim', async () => {
    const m = (await mediaList()).data.media[4]!;
    await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [
        { title: '导入', start: 0, sections: [] },
        { title: '结尾', start: 4, sections: [] },
      ],
    });
    const hiding = await saveTrim(m.sectionId, { start: 1, end: 3.5 });
    expect(hiding.body.code).toBe(Code.BAD_REQUEST);
    expect(hiding.body.message).toBe(`${TrimMsg.markOutside}“结尾”`);
    expect((await saveTrim(m.sectionId, { start: 1, end: 4.5 })).body.code).toBe(Code.OK);

    const late = await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [
        {
          title: '导入',
          start: 0,
          sections: [
            { title: '片头', start: 0.2 },
            { title: '讲解', start: 0.6 },
          ],
        },
        { title: '结尾', start: 4.6, sections: [] },
      ],
    });
    expect(late.body.code).toBe(Code.BAD_REQUEST);
    expect(late.body.message).toBe(`${TrimMsg.markOutside}“片头”、“结尾”`);
  });

  it('keeps to the publisher’s scope: another publisher or its author gets 404; a teacher is refused', async () => {
    const m = (await mediaList()).data.media[0]!;
    for (const token of [strangerAuthor, strangerPublisher]) {
      const r = await saveTrim(m.sectionId, { start: 1, end: 3 }, token);
      expect(r.body.code).toBe(Code.NOT_FOUND);
      expect(r.body.message).toBe(Msg.editingBookNotFound);
      expect((await saveTrim(m.sectionId, null, token)).body.code).toBe(Code.NOT_FOUND);
    }
    const asTeacher = await saveTrim(m.sectionId, { start: 1, end: 3 }, teacher);
    expect(asTeacher.body.code).not.toBe(Code.OK);
    const other = await post(author, T.saveAvTrim.path, { bookId: ownBook, sectionId: 999_999, trim: null });
    expect(other.body.code).toBe(Code.NOT_FOUND);
    expect(other.body.message).toBe(Msg.editingMediaNotFound);
    expect((await mediaList()).data.media[0]!.trim).toBeNull();
  });
});
