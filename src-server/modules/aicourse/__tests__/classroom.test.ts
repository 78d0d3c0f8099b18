import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiCoursePaths as P,
  type AiCourseDetail,
  type AiCourseSection,
  type AiCourseUnit,
  type ClassProgress,
  type StudentWorks,
  type Works,
} from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoParent, demoTeacher, get, otherTeacher, post } from '../../classes/__tests__/helpers';
import { uploadImage } from '../../files/__tests__/form';
import { adminCoding, courseIds } from './setup';

let t: TestApp;
let teacher: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  ids = await courseIds(t.app);
});
afterAll(() => t.close());

const q = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe('course content', () => {
  it('shows a course publicly, and to a teacher with entitlement and their classes', async () => {
    const anon = await get<AiCourseDetail>(t.app, P.course, undefined, q({ aicourseId: ids[0]! }));
    expect(anon.code).toBe(200);
    expect(anon.data).toMatchObject({ entitled: false, classes: [], unitCount: 4 });
    expect(anon.data.team.map((m) => m.name)).toContain('AI 老师·小智');
    expect(anon.data.packages[0]).toMatchObject({ name: '小学 AI 启蒙套餐', seriesName: '人工智能与编程' });
    const mine = (await get<AiCourseDetail>(t.app, P.course, teacher, q({ aicourseId: ids[0]! }))).data;
    expect(mine.entitled).toBe(true);
    expect(mine.classes.map((c) => c.className)).toEqual(['三年级2班']);
    const other = (await get<AiCourseDetail>(t.app, P.course, teacher, q({ aicourseId: ids[6]! }))).data;
    expect(other).toMatchObject({ entitled: false, applied: false });
    expect((await get(t.app, P.course, teacher, q({ aicourseId: 999999 }))).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, P.course, teacher, { aicourseId: 'abc' })).code).toBe(Code.BAD_REQUEST);
  });

  it('lists units, and sections with playable signed videos only for an entitled school', async () => {
    const units = (await get<AiCourseUnit[]>(t.app, P.unitList, teacher, q({ aicourseId: ids[0]! }))).data;
    expect(units.map((u) => u.title)).toEqual([
      '认识机器人朋友',
      '让机器人按顺序做事',
      '重复的力量：循环',
      '如果……就……：条件判断',
    ]);
    const sections = (await get<AiCourseSection[]>(t.app, P.sectionList, teacher, q({ unitId: units[0]!.id }))).data;
    expect(sections.length).toBeGreaterThanOrEqual(5);
    expect(sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['VIDEO', 'PAUSE', 'TASK', 'WORKS']));
    const pause = sections.find((s) => s.kind === 'PAUSE')!;
    expect(pause).toMatchObject({ prompt: '下面哪一个是机器人的“眼睛”？', answer: 1 });
    const video = sections.find((s) => s.kind === 'VIDEO')!;
    const res = await t.app.inject({ url: video.videoUrl, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect((await t.app.inject({ url: video.videoUrl.replace(/s=[^&]+/, 's=forged') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: video.videoUrl.split('?')[0]! })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/files/aicourse/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    const whole = await t.app.inject({ url: video.videoUrl });
    expect(Number(whole.headers['content-length'])).toBeGreaterThan(5000);
    const one = await get<AiCourseSection>(t.app, P.section, teacher, q({ sectionId: pause.id }));
    expect(one.data.id).toBe(pause.id);
    // 古诗词里的中国 is not held by 示范学校: the outline shows, the lessons do not.
    const locked = (await get<AiCourseUnit[]>(t.app, P.unitList, teacher, q({ aicourseId: ids[5]! }))).data;
    expect(locked.length).toBe(3);
    const refused = await get(t.app, P.sectionList, teacher, q({ unitId: locked[0]!.id }));
    expect(refused).toMatchObject({ code: Code.NOT_FOUND, message: Msg.courseNotEntitled });
    expect((await get(t.app, P.book, teacher, q({ aicourseId: ids[5]! }))).code).toBe(Code.NOT_FOUND);
    const book = (await get<{ units: { url: string }[] }>(t.app, P.book, teacher, q({ aicourseId: ids[0]! }))).data;
    expect(book.units).toHaveLength(4);
    expect((await t.app.inject({ url: book.units[0]!.url })).headers['content-type']).toBe('image/png');
  });
});

describe('teaching in class', () => {
  it('resumes where the class stopped and saves progress idempotently', async () => {
    const { progress } = await adminCoding(t.app, teacher);
    expect(progress).toMatchObject({ className: '三年级2班', unitsDone: 2, unitTotal: 4, lessonsTaught: 4 });
    expect(progress.units.map((u) => u.status)).toEqual(['DONE', 'DONE', 'CURRENT', 'TODO']);
    const unit = progress.units[2]!;
    const sections = (await get<AiCourseSection[]>(t.app, P.sectionList, teacher, q({ unitId: unit.unitId }))).data;
    const last = sections.at(-1)!;
    const body = { studentCourseId: progress.studentCourseId, unitId: unit.unitId, sectionId: last.id, finished: true };
    const first = await post<ClassProgress>(t.app, P.saveUnitUser, teacher, body);
    expect(first).toMatchObject({ code: 200, message: Msg.aiSaved });
    const again = await post<ClassProgress>(t.app, P.saveUnitUser, teacher, body);
    expect(again.data).toMatchObject({ unitsDone: 3, lessonsTaught: 5, sectionId: last.id });
    expect(again.data.units.map((u) => u.status)).toEqual(['DONE', 'DONE', 'DONE', 'CURRENT']);
    const read = await get<ClassProgress>(t.app, P.unitUser, teacher, q({ studentCourseId: progress.studentCourseId }));
    expect(read.data).toEqual(again.data);
    // A section of another unit is refused.
    const wrong = await post(t.app, P.saveUnitUser, teacher, { ...body, sectionId: sections[0]!.id - 1 });
    expect(wrong.code).toBe(Code.NOT_FOUND);
  });

  it('refuses another teacher’s class and bad input', async () => {
    const { progress } = await adminCoding(t.app, teacher);
    const other = await otherTeacher(t.app, 0);
    const id = q({ studentCourseId: progress.studentCourseId });
    expect((await get(t.app, P.unitUser, other.token, id)).code).toBe(Code.FORBIDDEN);
    const save = { studentCourseId: progress.studentCourseId, unitId: progress.units[0]!.unitId, sectionId: 1 };
    expect((await post(t.app, P.saveUnitUser, other.token, save)).code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, P.unitUser, teacher, { studentCourseId: '-1' })).code).toBe(Code.BAD_REQUEST);
    expect((await get(t.app, P.unitUser, teacher, q({ studentCourseId: 999999 }))).code).toBe(Code.NOT_FOUND);
    const parent = await demoParent(t.app);
    expect((await get(t.app, P.unitUser, parent, id)).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('works', () => {
  it('uploads two students’ works, retries safely, marks and praises', async () => {
    const { progress } = await adminCoding(t.app, teacher);
    const unitId = progress.units[0]!.unitId;
    const query = q({ studentCourseId: progress.studentCourseId, unitId });
    const roster = (await get<StudentWorks[]>(t.app, P.works, teacher, query)).data;
    expect(roster.length).toBe(6);
    expect(roster.find((s) => s.name === '李小明')!.works[0]).toMatchObject({ stars: 5, praised: true });
    const [a, b] = [roster[1]!, roster[2]!];
    for (const s of [a, b]) {
      const url = await uploadImage(t.app, teacher);
      const body = {
        studentCourseId: progress.studentCourseId,
        unitId,
        studentUserId: s.studentId,
        files: [{ url, name: '作品' }],
      };
      const once = await post<Works[]>(t.app, P.submitWorks, teacher, body);
      expect(once).toMatchObject({ code: 200, message: Msg.aiSubmitted });
      const twice = await post<Works[]>(t.app, P.submitWorks, teacher, body);
      expect(twice.data.map((w) => w.id)).toEqual(once.data.map((w) => w.id));
    }
    const after = (await get<StudentWorks[]>(t.app, P.works, teacher, query)).data;
    const worksOfA = after.find((s) => s.studentId === a.studentId)!.works;
    expect(worksOfA).toHaveLength(a.works.length + 1);
    const marked = await post<Works>(t.app, P.markWorks, teacher, {
      worksId: worksOfA.at(-1)!.id,
      stars: 4,
      praised: true,
      comment: '颜色搭配很用心',
    });
    expect(marked.data).toMatchObject({ stars: 4, praised: true, comment: '颜色搭配很用心' });
    const img = await t.app.inject({ url: worksOfA.at(-1)!.url });
    expect(img.statusCode).toBe(200);
  });

  it('refuses files not uploaded through the signed path, strangers, and oversized comments', async () => {
    const { progress } = await adminCoding(t.app, teacher);
    const unitId = progress.units[0]!.unitId;
    const roster = (
      await get<StudentWorks[]>(t.app, P.works, teacher, q({ studentCourseId: progress.studentCourseId, unitId }))
    ).data;
    const base = { studentCourseId: progress.studentCourseId, unitId, studentUserId: roster[0]!.studentId };
    const forged = await post(t.app, P.submitWorks, teacher, {
      ...base,
      files: [{ url: 'https://evil.example/x.exe' }],
    });
    expect(forged).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.worksFileInvalid });
    const other = await otherTeacher(t.app, 1);
    const theirs = await uploadImage(t.app, other.token);
    const notMine = await post(t.app, P.submitWorks, teacher, { ...base, files: [{ url: theirs }] });
    expect(notMine.code).toBe(Code.BAD_REQUEST);
    const mine = await uploadImage(t.app, teacher);
    expect((await post(t.app, P.submitWorks, other.token, { ...base, files: [{ url: mine }] })).code).toBe(
      Code.FORBIDDEN,
    );
    const stranger = await post(t.app, P.submitWorks, teacher, { ...base, studentUserId: 1, files: [{ url: mine }] });
    expect(stranger).toMatchObject({ code: Code.FORBIDDEN, message: Msg.studentNotInClass });
    expect((await post(t.app, P.submitWorks, teacher, { ...base, files: [] })).code).toBe(Code.BAD_REQUEST);
    const works = roster[0]!.works[0]!;
    const long = await post(t.app, P.markWorks, teacher, { worksId: works.id, comment: '好'.repeat(201) });
    expect(long.code).toBe(Code.BAD_REQUEST);
    expect((await post(t.app, P.markWorks, other.token, { worksId: works.id, stars: 1 })).code).toBe(Code.FORBIDDEN);
    expect((await post(t.app, P.markWorks, teacher, { worksId: works.id, stars: 9 })).code).toBe(Code.BAD_REQUEST);
  });
});
