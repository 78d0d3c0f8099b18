import { asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { avChaptersVttPath, DigitalApi, type AvData, type Catalogue } from '@shared/api/digital';
import {
  EditingApi as E,
  type AvMarkInput,
  type BookClasses,
  type EditCatalogue,
  type EditCourse,
} from '@shared/api/editing';
import { AiCoursePaths } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import {
  aicourseProgress,
  aicourseSections,
  aicourseUnits,
  aicourseUnitsDone,
  classCourses,
  digitalBooks,
  digitalLessons,
  digitalUnits,
  staffAccounts,
  tasks,
  trainingLinks,
  trainings,
} from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, signIn, type TestApp, staffToken } from '../../../test-helpers';

let t: TestApp;
let author: string;
let publisher: string;
let strangerAuthor: string;
let teacher: string;
let ownBook: number;
let foreignBook: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await staffToken(t.app, 'author', 'author01');
  publisher = await staffToken(t.app, 'publisher', 'publisher01');
  await t.app.db.insert(staffAccounts).values({
    kind: 'author',
    account: 'author-other',
    passwordHash: 'x',
    displayName: '别的出版社作者',
    publisherId: 2,
  });
  strangerAuthor = await staffToken(t.app, 'author', 'author-other');
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  const books = await t.app.db.select().from(digitalBooks).orderBy(asc(digitalBooks.id));
  ownBook = books.find((b) => b.title === '信息科技 五年级')!.id;
  foreignBook = books.find((b) => b.publisherId === null)!.id;
});
afterAll(async () => {
  await t?.close();
});

const get = <T>(token: string, url: string, query: Record<string, unknown> = {}) =>
  call<T>(t.app, { url, token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = <T>(token: string, url: string, body: unknown) => call<T>(t.app, { method: 'POST', url, token, body });

describe('editing: books and scope', () => {
  it('lists only the publisher’s books to its author and to the publisher', async () => {
    for (const token of [author, publisher]) {
      const { body } = await get<{ id: number; title: string }[]>(token, E.books.path);
      expect(body.code).toBe(Code.OK);
      expect(body.data.map((b) => b.title).sort()).toEqual(['人工智能启蒙读本', '信息科技 五年级']);
    }
    const { body } = await get<unknown[]>(strangerAuthor, E.books.path);
    expect(body.data).toEqual([]);
  });

  it('never lets an author read or change another publisher’s book', async () => {
    const [lesson] = await t.app.db.select().from(digitalLessons).where(eq(digitalLessons.bookId, ownBook)).limit(1);
    const catalogue = await get(strangerAuthor, E.catalogue.path, { bookId: ownBook });
    expect(catalogue.body.code).toBe(Code.NOT_FOUND);
    expect(catalogue.body.message).toBe(Msg.editingBookNotFound);
    const renamed = await post(strangerAuthor, E.renameLesson.path, { lessonId: lesson!.id, title: '越权改名' });
    expect(renamed.body.code).toBe(Code.NOT_FOUND);
    const media = await get<{ media: { sectionId: number }[] }>(author, E.avMedia.path, { bookId: ownBook });
    const marks = await post(strangerAuthor, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: media.body.data.media[0]!.sectionId,
      marks: [{ title: '越权', start: 0 }],
    });
    expect(marks.body.code).toBe(Code.NOT_FOUND);
    const own = await get(author, E.catalogue.path, { bookId: foreignBook });
    expect(own.body.code).toBe(Code.NOT_FOUND);
    const [after] = await t.app.db.select().from(digitalLessons).where(eq(digitalLessons.id, lesson!.id));
    expect(after!.title).toBe(lesson!.title);
  });

  it('refuses a teacher token and no token', async () => {
    expect((await get(teacher, E.books.path)).body.code).toBe(Code.TOKEN_EXPIRED);
    expect((await call(t.app, { url: E.books.path })).body.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('editing: audio-visual chapter marks', () => {
  it('saves chapters with nested sections; the teacher’s player gets them and its chapters track', async () => {
    const media = await get<{ media: { sectionId: number; duration: number; videoUrl: string }[] }>(
      author,
      E.avMedia.path,
      { bookId: ownBook },
    );
    const first = media.body.data.media[0]!;
    expect(first.videoUrl).toMatch(/^\/files\/digital\/media\/.+\.mp4\?e=/);
    const marks: AvMarkInput[] = [
      { title: '认识键盘', start: first.duration / 2, sections: [] },
      { title: '开机与关机', start: 0, sections: [{ title: '按下电源', start: 1 }] },
    ];
    const saved = await post<AvMarkInput[]>(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: first.sectionId,
      marks,
    });
    expect(saved.body.code).toBe(Code.OK);
    expect(saved.body.message).toBe(Msg.editingSaved);
    expect(saved.body.data.map((m) => m.title)).toEqual(['开机与关机', '认识键盘']);

    const av = await get<AvData>(teacher, DigitalApi.audioVisual.path, { bookId: ownBook });
    const section = av.body.data.chapters.flatMap((c) => c.sections).find((s) => s.id === first.sectionId)!;
    expect(section.marks?.map((m) => m.title)).toEqual(['开机与关机', '认识键盘']);
    expect(section.marks?.[0]!.sections).toEqual([{ title: '按下电源', start: 1 }]);

    const vtt = await t.app.inject({
      url: avChaptersVttPath(ownBook, first.sectionId),
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(vtt.body).toContain('开机与关机 · 按下电源');
    expect(vtt.body).toContain('认识键盘');
    expect(vtt.body).toContain('00:00:00.000 --> 00:00:01.000\n开机与关机');
  });

  it('refuses a mark past the media’s end and a section before its chapter, in Chinese', async () => {
    const media = await get<{ media: { sectionId: number; duration: number }[] }>(author, E.avMedia.path, {
      bookId: ownBook,
    });
    const m = media.body.data.media[1]!;
    const late = await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [{ title: '太晚', start: m.duration + 60 }],
    });
    expect(late.body.message).toBe(Msg.editingMarkBeyondMedia);
    const early = await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [{ title: '章', start: 3, sections: [{ title: '节', start: 1 }] }],
    });
    expect(early.body.message).toBe(Msg.editingSectionBeforeChapter);
    const blank = await post(author, E.saveAvMarks.path, {
      bookId: ownBook,
      sectionId: m.sectionId,
      marks: [{ title: '  ', start: 1 }],
    });
    expect(blank.body.code).toBe(Code.BAD_REQUEST);
    expect(blank.body.message).toContain('请输入名称');
  });
});

describe('editing: catalogue', () => {
  it('renames, adds, moves and deletes lessons; the teacher sees the catalogue as edited', async () => {
    const before = (await get<EditCatalogue>(author, E.catalogue.path, { bookId: ownBook })).body.data;
    const unit = before.units[0]!;
    const lesson = unit.lessons[0]!;
    expect(lesson.contentCount).toBeGreaterThan(0);
    const renamed = await post<EditCatalogue>(author, E.renameLesson.path, {
      lessonId: lesson.id,
      title: '第1课 新课名',
    });
    expect(renamed.body.message).toBe(Msg.editingSaved);
    const added = await post<EditCatalogue>(author, E.addLesson.path, { unitId: unit.id, title: '补充阅读' });
    const addedLessons = added.body.data.units[0]!.lessons;
    expect(addedLessons.at(-1)!.title).toBe('补充阅读');
    const up = await post<EditCatalogue>(author, E.moveLesson.path, {
      lessonId: addedLessons.at(-1)!.id,
      direction: 'up',
    });
    const order = up.body.data.units[0]!.lessons.map((l) => l.title);
    expect(order.at(-2)).toBe('补充阅读');

    const seen = await get<Catalogue>(teacher, DigitalApi.catalogue.path, { bookId: ownBook });
    expect(seen.body.data.units[0]!.lessons.map((l) => l.title)).toEqual(order);

    const gone = await post<EditCatalogue>(author, E.deleteLesson.path, { lessonId: addedLessons.at(-1)!.id });
    expect(gone.body.message).toBe(Msg.editingDeleted);
    expect(gone.body.data.units[0]!.lessons.map((l) => l.title)).not.toContain('补充阅读');
  });

  it('deletes a lesson with its resources, but keeps one a teacher set homework on', async () => {
    const cat = (await get<EditCatalogue>(author, E.catalogue.path, { bookId: ownBook })).body.data;
    const withContent = cat.units[1]!.lessons[0]!;
    const inUse = cat.units[1]!.lessons[1]!;
    const [teacherRow] = await t.app.db.select({ id: tasks.teacherId }).from(tasks).limit(1);
    await t.app.db.insert(tasks).values({
      teacherId: teacherRow!.id,
      bookId: ownBook,
      lessonId: inUse.id,
      title: '作业',
      questionIds: [],
      deadline: new Date(Date.now() + 86_400_000),
    });
    const refused = await post(author, E.deleteLesson.path, { lessonId: inUse.id });
    expect(refused.body.message).toBe(Msg.editingLessonInUse);
    const deleted = await post<EditCatalogue>(author, E.deleteLesson.path, { lessonId: withContent.id });
    expect(deleted.body.code).toBe(Code.OK);
    const res = await get<{ lessons: { lessonId: number }[] }>(teacher, DigitalApi.resources.path, { bookId: ownBook });
    expect(res.body.data.lessons.map((l) => l.lessonId)).not.toContain(withContent.id);
  });

  it('adds, renames and moves units', async () => {
    const added = await post<EditCatalogue>(publisher, E.addUnit.path, { bookId: ownBook, title: '第九单元 复习' });
    const last = added.body.data.units.at(-1)!;
    expect(last.title).toBe('第九单元 复习');
    const moved = await post<EditCatalogue>(publisher, E.moveUnit.path, { unitId: last.id, direction: 'up' });
    expect(moved.body.data.units.at(-2)!.id).toBe(last.id);
    const renamed = await post<EditCatalogue>(author, E.renameUnit.path, { unitId: last.id, title: '复习单元' });
    expect(renamed.body.data.units.find((u) => u.id === last.id)!.title).toBe('复习单元');
    const deleted = await post<EditCatalogue>(author, E.deleteUnit.path, { unitId: last.id });
    expect(deleted.body.data.units.map((u) => u.id)).not.toContain(last.id);
    // The units left close up: their order is 0, 1, 2… again (the deleted one sat second to last).
    const sorts = await t.app.db
      .select({ sort: digitalUnits.sort })
      .from(digitalUnits)
      .where(eq(digitalUnits.bookId, ownBook))
      .orderBy(asc(digitalUnits.sort));
    expect(sorts.map((r) => r.sort)).toEqual(sorts.map((_, i) => i));
  });
});

describe('editing: classes and AI courses', () => {
  it('lists the classes that use the publisher’s books, with real student counts', async () => {
    const { body } = await get<BookClasses>(author, E.classes.path);
    expect(body.code).toBe(Code.OK);
    expect(body.data.classes.length).toBeGreaterThan(0);
    expect(body.data.classes.every((c) => c.books.includes('信息科技 五年级') || c.books.length > 0)).toBe(true);
    expect(body.data.studentCount).toBe(body.data.classes.reduce((n, c) => n + c.studentCount, 0));
    expect(body.data.studentCount).toBeGreaterThan(0);
    const none = await get<BookClasses>(strangerAuthor, E.classes.path);
    expect(none.body.data.classes).toEqual([]);
  });

  it('edits an owned course’s units and sections; teachers see it; others are refused', async () => {
    const list = await get<{ id: number; title: string }[]>(author, E.courses.path);
    expect(list.body.data.length).toBeGreaterThan(0);
    const aicourseId = list.body.data[0]!.id;
    const course = (await get<EditCourse>(author, E.course.path, { aicourseId })).body.data;
    const unit = course.units[0]!;
    const renamed = await post<EditCourse>(author, E.renameCourseUnit.path, { unitId: unit.id, title: '新的第一单元' });
    expect(renamed.body.data.units[0]!.title).toBe('新的第一单元');
    const section = unit.sections[0]!;
    const kind = section.kind === 'PAUSE' ? 'VIDEO' : 'PAUSE';
    const updated = await post<EditCourse>(author, E.updateCourseSection.path, {
      sectionId: section.id,
      title: '新的小节',
      kind,
    });
    expect(updated.body.data.units[0]!.sections[0]).toEqual({ id: section.id, title: '新的小节', kind });
    const moved = await post<EditCourse>(author, E.moveCourseSection.path, {
      sectionId: section.id,
      direction: 'down',
    });
    expect(moved.body.data.units[0]!.sections[1]!.id).toBe(section.id);
    const movedUnit = await post<EditCourse>(author, E.moveCourseUnit.path, { unitId: unit.id, direction: 'down' });
    expect(movedUnit.body.data.units[1]!.id).toBe(unit.id);

    const seen = await get<{ id: number; title: string }[]>(teacher, AiCoursePaths.unitList, { aicourseId });
    expect(seen.body.data.map((u) => u.title)).toContain('新的第一单元');

    const refused = await get(strangerAuthor, E.course.path, { aicourseId });
    expect(refused.body.code).toBe(Code.NOT_FOUND);
    const other = await post(strangerAuthor, E.renameCourseUnit.path, { unitId: unit.id, title: '越权' });
    expect(other.body.code).toBe(Code.NOT_FOUND);
  });
});

describe('editing: adding and deleting AI-course units and sections', () => {
  const sorts = async (aicourseId: number) => {
    const units = await t.app.db
      .select({ id: aicourseUnits.id, sort: aicourseUnits.sort })
      .from(aicourseUnits)
      .where(eq(aicourseUnits.aicourseId, aicourseId))
      .orderBy(asc(aicourseUnits.sort));
    return units.map((u) => u.sort);
  };

  it('adds a unit with sections of a chosen kind, the teacher sees them; deleting closes the order up', async () => {
    const aicourseId = (await get<{ id: number }[]>(author, E.courses.path)).body.data[0]!.id;
    const before = (await get<EditCourse>(author, E.course.path, { aicourseId })).body.data.units.length;
    const added = await post<EditCourse>(author, E.addCourseUnit.path, { aicourseId, title: '复习单元' });
    expect(added.body.code).toBe(Code.OK);
    expect(added.body.message).toBe(Msg.editingSaved);
    const unit = added.body.data.units.at(-1)!;
    expect(added.body.data.units).toHaveLength(before + 1);
    expect(unit).toMatchObject({ title: '复习单元', sections: [] });
    await post(publisher, E.addCourseSection.path, { unitId: unit.id, title: '回顾视频', kind: 'VIDEO' });
    const two = await post<EditCourse>(author, E.addCourseSection.path, {
      unitId: unit.id,
      title: '练一练',
      kind: 'TASK',
    });
    const sections = two.body.data.units.at(-1)!.sections;
    expect(sections.map((s) => [s.title, s.kind])).toEqual([
      ['回顾视频', 'VIDEO'],
      ['练一练', 'TASK'],
    ]);

    const seen = await get<{ id: number; title: string }[]>(teacher, AiCoursePaths.unitList, { aicourseId });
    expect(seen.body.data.map((u) => u.title)).toContain('复习单元');

    const first = await post<EditCourse>(author, E.deleteCourseSection.path, { sectionId: sections[0]!.id });
    expect(first.body.message).toBe(Msg.editingDeleted);
    expect(first.body.data.units.at(-1)!.sections.map((s) => s.title)).toEqual(['练一练']);
    const [left] = await t.app.db.select().from(aicourseSections).where(eq(aicourseSections.id, sections[1]!.id));
    expect(left!.sort).toBe(0);

    // A unit in the middle goes, and the units behind it close up.
    await post(author, E.moveCourseUnit.path, { unitId: unit.id, direction: 'up' });
    const gone = await post<EditCourse>(author, E.deleteCourseUnit.path, { unitId: unit.id });
    expect(gone.body.code).toBe(Code.OK);
    expect(gone.body.data.units).toHaveLength(before);
    expect(gone.body.data.units.map((u) => u.id)).not.toContain(unit.id);
    expect(await sorts(aicourseId)).toEqual([...Array(before).keys()]);
    const after = await get<{ id: number; title: string }[]>(teacher, AiCoursePaths.unitList, { aicourseId });
    expect(after.body.data.map((u) => u.title)).not.toContain('复习单元');
  });

  it('refuses to delete a section or unit classes already used, in Chinese', async () => {
    const aicourseId = (await get<{ id: number }[]>(author, E.courses.path)).body.data[0]!.id;
    const unit = (
      await post<EditCourse>(author, E.addCourseUnit.path, { aicourseId, title: '已上过的单元' })
    ).body.data.units.at(-1)!;
    const section = (
      await post<EditCourse>(author, E.addCourseSection.path, { unitId: unit.id, title: '实验', kind: 'TASK' })
    ).body.data.units.at(-1)!.sections[0]!;

    // A lab training linked to the section.
    const [training] = await t.app.db.select({ id: trainings.id }).from(trainings).limit(1);
    const [link] = await t.app.db
      .insert(trainingLinks)
      .values({ trainingId: training!.id, linkType: 'AICOURSE_SECTION', linkId: section.id })
      .returning();
    const refused = await post(author, E.deleteCourseSection.path, { sectionId: section.id });
    expect(refused.body.code).not.toBe(Code.OK);
    expect(refused.body.message).toBe(Msg.editingSectionInUse);
    const unitRefused = await post(author, E.deleteCourseUnit.path, { unitId: unit.id });
    expect(unitRefused.body.message).toBe(Msg.editingCourseUnitInUse);
    await t.app.db.delete(trainingLinks).where(eq(trainingLinks.id, link!.id));

    // A class that finished the unit.
    const [classCourse] = await t.app.db
      .select({ id: classCourses.id })
      .from(classCourses)
      .where(eq(classCourses.courseType, 'AI_COURSE'))
      .limit(1);
    await t.app.db.insert(aicourseUnitsDone).values({ classCourseId: classCourse!.id, unitId: unit.id });
    const done = await post(publisher, E.deleteCourseUnit.path, { unitId: unit.id });
    expect(done.body.message).toBe(Msg.editingCourseUnitInUse);
    const still = (await get<EditCourse>(author, E.course.path, { aicourseId })).body.data.units.at(-1)!;
    expect(still).toMatchObject({ id: unit.id, sections: [{ id: section.id }] });
    // A class that stopped at the section (its resume point).
    const [free] = await t.app.db
      .select({ id: classCourses.id })
      .from(classCourses)
      .where(
        notInArray(classCourses.id, t.app.db.select({ id: aicourseProgress.classCourseId }).from(aicourseProgress)),
      )
      .limit(1);
    await t.app.db.insert(aicourseProgress).values({ classCourseId: free!.id, unitId: unit.id, sectionId: section.id });
    const resumed = await post(author, E.deleteCourseSection.path, { sectionId: section.id });
    expect(resumed.body.message).toBe(Msg.editingSectionInUse);
    await t.app.db.delete(aicourseProgress).where(eq(aicourseProgress.classCourseId, free!.id));
    // The section itself no class used: it goes.
    const sectionGone = await post<EditCourse>(author, E.deleteCourseSection.path, { sectionId: section.id });
    expect(sectionGone.body.data.units.at(-1)!.sections).toEqual([]);
  });

  it('checks the title and kind, and refuses another publisher’s course as not found', async () => {
    const aicourseId = (await get<{ id: number }[]>(author, E.courses.path)).body.data[0]!.id;
    const course = (await get<EditCourse>(author, E.course.path, { aicourseId })).body.data;
    const unit = course.units[0]!;
    const section = unit.sections[0]!;
    const empty = await post(author, E.addCourseUnit.path, { aicourseId, title: '  ' });
    expect(empty.body.message).toContain('请输入名称');
    const kind = await post(author, E.addCourseSection.path, { unitId: unit.id, title: '小节', kind: 'QUIZ' });
    expect(kind.body.message).toContain('小节类型应为');

    const calls: [string, unknown][] = [
      [E.addCourseUnit.path, { aicourseId, title: '越权单元' }],
      [E.addCourseSection.path, { unitId: unit.id, title: '越权小节', kind: 'VIDEO' }],
      [E.deleteCourseSection.path, { sectionId: section.id }],
      [E.deleteCourseUnit.path, { unitId: unit.id }],
    ];
    for (const [path, body] of calls) {
      const res = await post(strangerAuthor, path, body);
      expect(res.body.code, path).toBe(Code.NOT_FOUND);
    }
    const teacherCall = await post(teacher, E.addCourseUnit.path, { aicourseId, title: '老师' });
    expect(teacherCall.body.code).not.toBe(Code.OK);
    const unchanged = (await get<EditCourse>(author, E.course.path, { aicourseId })).body.data;
    expect(unchanged).toEqual(course);
    const missing = await post(author, E.deleteCourseSection.path, { sectionId: 2_000_000_000 });
    expect(missing.body.message).toBe(Msg.editingSectionNotFound);
  });
});
