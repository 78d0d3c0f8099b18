import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  TrainingPaths,
  type ClassTrainingResults,
  type MyTrainingResults,
  type PresetFile,
  type TrainingCard,
  type TrainingCatalog,
  type TrainingDetail,
  type TrainingResult,
} from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import {
  classCourses,
  classes,
  classStudents,
  digitalBooks,
  digitalLessons,
  trainings,
  users,
} from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { BUGGY_TRAINING, FINANCE_TRAINING } from '../../../db/seeds/training-content';
import { workbookBuilds } from '../workbook';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
let teacher: string;
let second: string;
let student: string;
let buggyId: number;
let financeId: number;
/** The demo teacher's class course whose class the demo student is in, and that class. */
let scId: number;
let classId: number;

const q = (o: Record<string, unknown>) => new URLSearchParams(o as Record<string, string>).toString();
const get = <T>(url: string, token?: string) => call<T>(t.app, { url, token });
const post = <T>(url: string, token: string, body: unknown) => call<T>(t.app, { method: 'POST', url, token, body });

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  second = await signIn(t.app, LIVE_SECOND_TEACHER.mobile);
  student = await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT');
  const rows = await t.app.db.select({ id: trainings.id, title: trainings.title }).from(trainings);
  buggyId = rows.find((r) => r.title === BUGGY_TRAINING)!.id;
  financeId = rows.find((r) => r.title === FINANCE_TRAINING)!.id;
  const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_USERS.student.mobile));
  const [cc] = await t.app.db
    .select({ id: classCourses.id, classId: classes.id })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .innerJoin(classStudents, and(eq(classStudents.classId, classes.id), eq(classStudents.studentId, me!.id)))
    .orderBy(asc(classCourses.id))
    .limit(1);
  scId = cc!.id;
  classId = cc!.classId;
});
afterAll(async () => {
  await t?.close();
});

describe('the lab catalogue', () => {
  it('lists the seeded trainings with their subjects and grades, filtered, without signing in', async () => {
    const all = await get<TrainingCatalog>(TrainingPaths.list);
    expect(all.body.code).toBe(Code.OK);
    expect(all.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(all.body.data.subjects).toEqual(expect.arrayContaining(['信息科技', '数学']));
    expect(all.body.data.grades).toEqual(expect.arrayContaining(['五年级', '六年级']));
    const math6 = await get<TrainingCatalog>(`${TrainingPaths.list}?${q({ subject: '数学', grade: '六年级' })}`);
    expect(math6.body.data.list.map((c) => c.title)).toEqual(['圆的周长与面积', FINANCE_TRAINING]);
    const excel = await get<TrainingCatalog>(`${TrainingPaths.list}?kind=excel`, teacher);
    expect(excel.body.data.list.map((c) => c.kind)).toEqual(['excel']);
  });

  it('answers getTrainingByLinkType for the lab, a linked book lesson, and nothing for another lesson', async () => {
    const lab = await get<TrainingCard[]>(`${TrainingPaths.byLinkType}?linkType=LAB`);
    expect(lab.body.data.map((c) => c.title)).toContain(BUGGY_TRAINING);
    const [book] = await t.app.db
      .select({ id: digitalBooks.id })
      .from(digitalBooks)
      .where(eq(digitalBooks.title, '信息科技 五年级'));
    const lessons = await t.app.db
      .select({ id: digitalLessons.id })
      .from(digitalLessons)
      .where(eq(digitalLessons.bookId, book!.id))
      .orderBy(asc(digitalLessons.id));
    const first = await get<TrainingCard[]>(
      `${TrainingPaths.byLinkType}?${q({ linkType: 'BOOK_LESSON', linkId: lessons[0]!.id })}`,
    );
    expect(first.body.data.map((c) => c.title)).toEqual([BUGGY_TRAINING]);
    const second = await get<TrainingCard[]>(
      `${TrainingPaths.byLinkType}?${q({ linkType: 'BOOK_LESSON', linkId: lessons[1]!.id })}`,
    );
    expect(second.body.data).toEqual([]);
    const bad = await get(`${TrainingPaths.byLinkType}?linkType=NOPE`);
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    expect(bad.body.message).toContain('关联类型');
  });
});

describe('a training in detail', () => {
  it('shows the preset program and data files, and the teacher their classes', async () => {
    const d = await get<TrainingDetail>(
      `${TrainingPaths.detail}?${q({ trainingId: buggyId, studentCourseId: scId })}`,
      teacher,
    );
    expect(d.body.data.presetFiles.map((f) => f.name)).toEqual(['main.py', 'borrow.csv']);
    expect(d.body.data.check).toMatchObject({
      kind: 'python',
      expectedLines: ['总借阅次数：65', '最受欢迎：西游记（21 次）'],
    });
    expect(d.body.data.className).toBeTruthy();
    expect(d.body.data.myClasses.map((c) => c.studentCourseId)).toContain(scId);
    expect(d.body.data.signedIn).toBe(true);
  });

  it('opens without signing in (no class, nothing of anyone)', async () => {
    const d = await get<TrainingDetail>(`${TrainingPaths.detail}?${q({ trainingId: buggyId, studentCourseId: scId })}`);
    expect(d.body.code).toBe(Code.OK);
    expect(d.body.data).toMatchObject({
      signedIn: false,
      className: null,
      studentCourseId: null,
      myClasses: [],
      myResult: null,
    });
  });

  it("refuses another teacher's class course and an unknown training", async () => {
    const other = await get(`${TrainingPaths.detail}?${q({ trainingId: buggyId, studentCourseId: scId })}`, second);
    expect(other.body.code).toBe(Code.FORBIDDEN);
    const none = await get(`${TrainingPaths.detail}?trainingId=999999`, teacher);
    expect(none.body).toMatchObject({ code: Code.NOT_FOUND, message: Msg.trainingNotFound });
  });

  it('serves the finance workbook as a real .xlsx built with exceljs', async () => {
    const d = await get<TrainingDetail>(`${TrainingPaths.detail}?trainingId=${financeId}`);
    const url = d.body.data.presetFiles[0]!.url!;
    expect(url).toBe(`${TrainingPaths.workbookPrefix}${financeId}.xlsx`);
    expect(d.body.data.check).toMatchObject({ kind: 'excel' });
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('图书角经费')!;
    expect(ws.getCell('A2').value).toBe('《小王子》');
    expect(ws.getCell('C4').value).toBe(15.8);
    expect(ws.getCell('D8').value).toBe(200);
    expect((await t.app.inject({ url: `${TrainingPaths.workbookPrefix}${buggyId}.xlsx` })).statusCode).toBe(404);
  });

  it('builds a workbook once and answers repeats from the cache, 304 when the client has it (issue 28.9)', async () => {
    const url = `${TrainingPaths.workbookPrefix}${financeId}.xlsx`;
    const first = await t.app.inject({ url });
    const builds = workbookBuilds();
    const again = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url })));
    // Anonymous repeats cost no rebuild, and every caller gets the same bytes under the same strong ETag.
    expect(workbookBuilds()).toBe(builds);
    expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    for (const res of again) {
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(res.rawPayload, first.rawPayload)).toBe(0);
    }
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
  });
});

describe('preset files per class', () => {
  const program = "print('老师改过的程序')\n";
  it("lets the class teacher replace a file for their class only; the class's student gets it", async () => {
    const set = await post<PresetFile[]>(TrainingPaths.setPresetFile, teacher, {
      trainingId: buggyId,
      classId,
      name: 'main.py',
      content: program,
    });
    expect(set.body).toMatchObject({ code: Code.OK, message: Msg.trainingFileSaved });
    expect(set.body.data[0]).toMatchObject({ name: 'main.py', content: program, overridden: true });
    const mine = await get<TrainingDetail>(
      `${TrainingPaths.detail}?${q({ trainingId: buggyId, studentCourseId: scId })}`,
      student,
    );
    expect(mine.body.data.presetFiles[0]!.content).toBe(program);
    const plain = await get<TrainingDetail>(`${TrainingPaths.detail}?trainingId=${buggyId}`, student);
    expect(plain.body.data.presetFiles[0]!.content).not.toBe(program);
    const reset = await post<PresetFile[]>(TrainingPaths.setPresetFile, teacher, {
      trainingId: buggyId,
      classId,
      name: 'main.py',
      content: null,
    });
    expect(reset.body.message).toBe(Msg.trainingFileReset);
    expect(reset.body.data[0]!.overridden).toBe(false);
  });

  it('refuses another teacher, an unknown file and the workbook', async () => {
    const other = await post(TrainingPaths.setPresetFile, second, {
      trainingId: buggyId,
      classId,
      name: 'main.py',
      content: 'x',
    });
    expect(other.body.code).toBe(Code.FORBIDDEN);
    const unknown = await post(TrainingPaths.setPresetFile, teacher, {
      trainingId: buggyId,
      classId,
      name: 'a.py',
      content: 'x',
    });
    expect(unknown.body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.trainingFileUnknown });
    const binary = await post(TrainingPaths.setPresetFile, teacher, {
      trainingId: financeId,
      classId,
      name: '班级图书角经费.xlsx',
      content: 'x',
    });
    expect(binary.body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.trainingFileNotText });
  });
});

describe('results', () => {
  it("saves the student's attempts under their class; the teacher sees them, another teacher does not", async () => {
    const fail = await post<TrainingResult>(TrainingPaths.saveResult, student, {
      trainingId: buggyId,
      studentCourseId: scId,
      passed: false,
      score: 0,
      submission: { code: 'print(1)' },
    });
    expect(fail.body).toMatchObject({ code: Code.OK, message: Msg.trainingResultSaved });
    const pass = await post<TrainingResult>(TrainingPaths.saveResult, student, {
      trainingId: buggyId,
      studentCourseId: scId,
      passed: true,
      score: 100,
      submission: { code: 'print(65)' },
    });
    expect(pass.body.data).toMatchObject({
      passed: true,
      score: 100,
      title: BUGGY_TRAINING,
      userName: DEMO_USERS.student.displayName,
    });

    const own = await get<MyTrainingResults>(TrainingPaths.myResults, student);
    expect(own.body.data.mine).toHaveLength(1);
    expect(own.body.data.mine[0]).toMatchObject({ passed: true, attempts: 2, studentCourseId: scId });
    expect(own.body.data.classes).toEqual([]);

    const teacherView = await get<MyTrainingResults>(TrainingPaths.myResults, teacher);
    expect(teacherView.body.data.classes.filter((r) => r.title === BUGGY_TRAINING)).toEqual([
      expect.objectContaining({ userName: DEMO_USERS.student.displayName, passed: true, attempts: 2 }),
    ]);
    // The seeded classmates' results of another training are there too.
    expect(teacherView.body.data.classes.filter((r) => r.title === '找出一个数的所有因数')).toHaveLength(3);
    const roster = await get<ClassTrainingResults>(
      `${TrainingPaths.classResults}?${q({ trainingId: buggyId, studentCourseId: scId })}`,
      teacher,
    );
    const row = roster.body.data.students.find((s) => s.name === DEMO_USERS.student.displayName)!;
    expect(row.result).toMatchObject({ passed: true, score: 100, answer: { code: 'print(65)' } });

    const otherView = await get<MyTrainingResults>(TrainingPaths.myResults, second);
    expect(otherView.body.data).toEqual({ mine: [], classes: [] });
    const otherRoster = await get(
      `${TrainingPaths.classResults}?${q({ trainingId: buggyId, studentCourseId: scId })}`,
      second,
    );
    expect(otherRoster.body.code).toBe(Code.FORBIDDEN);
    const asStudent = await get(
      `${TrainingPaths.classResults}?${q({ trainingId: buggyId, studentCourseId: scId })}`,
      student,
    );
    expect(asStudent.body.code).toBe(Code.FORBIDDEN);
  });

  it("saves the teacher's own result, refuses a wrong answer kind, a foreign class and no sign-in", async () => {
    const cells = [{ sheet: '图书角经费', ref: 'D6', value: '=SUM(D2:D5)' }];
    const mine = await post<TrainingResult>(TrainingPaths.saveResult, teacher, {
      trainingId: financeId,
      passed: true,
      score: 100,
      submission: { cells },
    });
    expect(mine.body.data).toMatchObject({ kind: 'excel', studentCourseId: null, className: null });
    const view = await get<MyTrainingResults>(TrainingPaths.myResults, teacher);
    expect(view.body.data.mine.map((r) => r.title)).toEqual([FINANCE_TRAINING]);

    const wrongKind = await post(TrainingPaths.saveResult, teacher, {
      trainingId: financeId,
      passed: true,
      score: 100,
      submission: { code: 'x' },
    });
    expect(wrongKind.body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.trainingAnswerKind });
    const foreign = await post(TrainingPaths.saveResult, second, {
      trainingId: buggyId,
      studentCourseId: scId,
      passed: true,
      score: 100,
      submission: { code: 'x' },
    });
    expect(foreign.body.code).toBe(Code.FORBIDDEN);
    const badScore = await post(TrainingPaths.saveResult, teacher, {
      trainingId: buggyId,
      passed: true,
      score: 101,
      submission: { code: 'x' },
    });
    expect(badScore.body.code).toBe(Code.BAD_REQUEST);
    expect(badScore.body.message).toContain('得分应在 0 到 100 之间');
    const guest = await call(t.app, {
      method: 'POST',
      url: TrainingPaths.saveResult,
      body: { trainingId: buggyId, passed: true, score: 1, submission: { code: 'x' } },
    });
    expect(guest.body.code).toBe(Code.TOKEN_EXPIRED);
  });
});
