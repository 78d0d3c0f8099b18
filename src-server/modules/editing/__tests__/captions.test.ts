import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { avCaptionsVttPath, DigitalApi, type AvData } from '@shared/api/digital';
import { CaptionMsg, EditingApi as E, EditingCaptionsApi as C, type AvMedia } from '@shared/api/editing';
import { digitalBooks, staffAccounts } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { NARRATION } from '../../digital/content/media';
import { call, createTestApp, signIn, type TestApp, staffToken } from '../../../test-helpers';

let t: TestApp;
let author: string;
let stranger: string;
let teacher: string;
let otherTeacher: string;
let ownBook: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await staffToken(t.app, 'author', 'author01');
  await t.app.db.insert(staffAccounts).values({
    kind: 'author',
    account: 'cap-author-2',
    passwordHash: 'x',
    displayName: '别的出版社作者',
    publisherId: 2,
  });
  stranger = await staffToken(t.app, 'author', 'cap-author-2');
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  // A teacher of no school: the book is the demo school's, and this teacher holds it neither so nor by a code.
  otherTeacher = await signIn(t.app, DEMO_TEACHERS[1]!.mobile, 'TEACHER');
  const books = await t.app.db.select().from(digitalBooks).orderBy(asc(digitalBooks.id));
  ownBook = books.find((b) => b.title === '信息科技 五年级')!.id;
});
afterAll(async () => {
  await t?.close();
});

const media = async () =>
  (await call<{ media: AvMedia[] }>(t.app, { url: E.avMedia.path, token: author, query: { bookId: String(ownBook) } }))
    .body.data.media;
const save = (sectionId: number, file: string | null, token = author) =>
  call<{ cues: number }>(t.app, {
    method: 'POST',
    url: C.saveAvCaptions.path,
    token,
    body: { bookId: ownBook, sectionId, file },
  });
const track = (sectionId: number, token = teacher) =>
  t.app.inject({ url: avCaptionsVttPath(ownBook, sectionId), headers: { authorization: `Bearer ${token}` } });

const SRT = `1
00:00:00,500 --> 00:00:02,000
同学们好

2
00:00:02,500 --> 00:00:04,000
<b>今天</b>学习 A&amp;B --> 新课
`;

describe('captions of audio-visual media (issue 33)', () => {
  it('the demo clips carry their narration as captions, served as a WebVTT track', async () => {
    const m = (await media())[0]!;
    const cues = NARRATION['video-1.mp4'];
    expect(m.captions).toBe(cues.length);
    const av = await call<AvData>(t.app, {
      url: DigitalApi.audioVisual.path,
      token: teacher,
      query: { bookId: String(ownBook) },
    });
    expect(av.body.data.chapters[0]!.sections[0]!.captions).toBe(true);
    const vtt = await track(m.sectionId);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toBe(
      `WEBVTT\n\n1\n00:00:00.200 --> 00:00:02.800\n${cues[0]!.text}\n\n2\n00:00:02.900 --> 00:00:05.300\n${cues[1]!.text}\n\n3\n00:00:05.400 --> 00:00:07.900\n${cues[2]!.text}\n`,
    );
  });

  it('an author uploads an SRT file: plain text, escaped, in the teacher’s track; deleting empties it', async () => {
    const m = (await media())[1]!;
    const saved = await save(m.sectionId, SRT);
    expect(saved.body).toMatchObject({ code: Code.OK, message: CaptionMsg.saved, data: { cues: 2 } });
    expect((await media())[1]!.captions).toBe(2);
    const vtt = (await track(m.sectionId)).body;
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\n同学们好\n\n2\n00:00:02.500 --> 00:00:04.000\n今天学习 A&amp;B → 新课\n',
    );
    const vttFile = 'WEBVTT\n\nNOTE 说明\n\n00:01.000 --> 00:03.000\n<v 老师>请坐。\n';
    expect((await save(m.sectionId, vttFile)).body.data).toEqual({ cues: 1 });
    expect((await track(m.sectionId)).body).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\n请坐。\n');

    const removed = await save(m.sectionId, null);
    expect(removed.body).toMatchObject({ code: Code.OK, message: CaptionMsg.removed, data: { cues: 0 } });
    expect((await media())[1]!.captions).toBe(0);
    expect((await track(m.sectionId)).body).toBe('WEBVTT\n\n\n');
  });

  it('refuses a file with no captions, a caption past the media and too large a file, keeping what was there', async () => {
    const m = (await media())[2]!;
    const before = (await track(m.sectionId)).body;
    expect((await save(m.sectionId, '这不是字幕文件')).body).toMatchObject({
      code: Code.BAD_REQUEST,
      message: CaptionMsg.unreadable,
    });
    const late = `1\n00:00:01,000 --> 00:00:02,000\n第一句\n\n2\n00:10:00,000 --> 00:10:02,000\n太晚了\n`;
    expect((await save(m.sectionId, late)).body).toMatchObject({
      code: Code.BAD_REQUEST,
      message: `${CaptionMsg.beyondMedia} 2 条`,
    });
    const huge = 'x'.repeat(200_001);
    expect((await save(m.sectionId, huge)).body).toMatchObject({
      code: Code.BAD_REQUEST,
      message: CaptionMsg.tooLarge,
    });
    expect((await track(m.sectionId)).body).toBe(before);
  });

  it('another publisher’s author and a teacher who does not hold the book are refused', async () => {
    const m = (await media())[0]!;
    expect((await save(m.sectionId, SRT, stranger)).body.code).toBe(Code.NOT_FOUND);
    expect((await save(m.sectionId, SRT, teacher)).body.code).toBe(Code.TOKEN_EXPIRED);
    const foreign = await track(m.sectionId, otherTeacher);
    expect(foreign.body).not.toContain('WEBVTT');
    expect(foreign.json()).toMatchObject({ code: Code.FORBIDDEN });
    const anonymous = await t.app.inject({ url: avCaptionsVttPath(ownBook, m.sectionId) });
    expect(anonymous.json()).toMatchObject({ code: Code.TOKEN_EXPIRED });
  });
});
