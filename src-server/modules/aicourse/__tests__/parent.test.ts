import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiCoursePaths as P, type ChildCourse, type Homework, type UnitReport } from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoChildId, demoParent, demoTeacher, get, post } from '../../classes/__tests__/helpers';
import { uploadImage } from '../../files/__tests__/form';
import { adminCoding } from './setup';

let t: TestApp;
let parent: string;
beforeAll(async () => {
  t = await createTestApp();
  parent = await demoParent(t.app);
});
afterAll(() => t.close());

const q = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe('the parent’s view of the child’s course', () => {
  it('lists the child’s courses with units done, and the unit report with works and comments', async () => {
    const child = await demoChildId(t.app);
    const list = (await get<ChildCourse[]>(t.app, P.parentCourseList, parent)).data;
    const coding = list.find((c) => c.title.startsWith('AI 编程启蒙'))!;
    expect(coding).toMatchObject({ childId: child, childName: '李小明', className: '三年级2班', unitsDone: 2 });
    const course = await get<ChildCourse>(
      t.app,
      P.parentCourse,
      parent,
      q({ studentCourseId: coding.studentCourseId }),
    );
    expect(course.data.units.map((u) => u.status)).toEqual(['DONE', 'DONE', 'CURRENT', 'TODO']);
    const unitId = coding.units[0]!.unitId;
    const report = (
      await get<UnitReport>(t.app, P.parentReport, parent, q({ studentCourseId: coding.studentCourseId, unitId }))
    ).data;
    expect(report.unit.goals).toContain('能说出生活中的三种机器人');
    expect(report.status).toBe('DONE');
    expect(report.works).toEqual([
      expect.objectContaining({
        name: '会转头的机器人',
        stars: 5,
        comment: '机器人的头能转动，结构很稳，名字也起得好！',
      }),
    ]);
    expect((await t.app.inject({ url: report.works[0]!.url })).headers['content-type']).toBe('image/png');
  });

  it('submits homework with photos the parent uploaded', async () => {
    const teacher = await demoTeacher(t.app);
    const { admin, progress } = await adminCoding(t.app, teacher);
    const unitId = progress.units[0]!.unitId;
    const report = (
      await get<UnitReport>(t.app, P.parentReport, parent, q({ studentCourseId: progress.studentCourseId, unitId }))
    ).data;
    const task = report.sections.find((s) => s.kind === 'TASK')!;
    const photo = await uploadImage(t.app, parent);
    const body = {
      studentCourseId: progress.studentCourseId,
      unitId,
      sectionId: task.id,
      classId: admin.id,
      photos: [photo],
      text: '孩子自己搭的机器人',
    };
    const sent = await post<Homework>(t.app, P.parentHomework, parent, body);
    expect(sent).toMatchObject({ code: 200, message: Msg.aiSubmitted, data: { photos: [photo] } });
    const retried = await post<Homework>(t.app, P.parentHomework, parent, body);
    expect(retried.data.id).toBe(sent.data.id);
    const again = (
      await get<UnitReport>(t.app, P.parentReport, parent, q({ studentCourseId: progress.studentCourseId, unitId }))
    ).data;
    expect(again.homework.map((h) => h.text)).toEqual(['孩子自己搭的机器人']);
    // Someone else's upload, another class id, too many photos, oversized text.
    const teacherPhoto = await uploadImage(t.app, teacher);
    const refused = await post(t.app, P.parentHomework, parent, { ...body, photos: [teacherPhoto] });
    expect(refused).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.worksFileInvalid });
    expect((await post(t.app, P.parentHomework, parent, { ...body, classId: admin.id + 1 })).code).toBe(Code.FORBIDDEN);
    expect((await post(t.app, P.parentHomework, parent, { ...body, photos: Array(10).fill(photo) })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect((await post(t.app, P.parentHomework, parent, { ...body, text: '长'.repeat(501) })).code).toBe(
      Code.BAD_REQUEST,
    );
  });

  it('refuses another parent’s child and teacher tokens', async () => {
    const teacher = await demoTeacher(t.app);
    const { progress } = await adminCoding(t.app, teacher);
    const [row] = await t.app.db
      .insert(users)
      .values({ mobile: '13700009999', displayName: '别的家长', userType: 'PARENT' })
      .returning({ id: users.id });
    const other = (await t.app.tokens.issue('parent', row!.id)).access_token;
    const id = q({ studentCourseId: progress.studentCourseId });
    expect((await get(t.app, P.parentCourse, other, id)).code).toBe(Code.FORBIDDEN);
    const unitId = progress.units[0]!.unitId;
    const report = await get(t.app, P.parentReport, other, q({ studentCourseId: progress.studentCourseId, unitId }));
    expect(report.code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, P.parentCourseList, parent, q({ childId: row!.id }))).code).toBe(Code.FORBIDDEN);
    expect((await get<ChildCourse[]>(t.app, P.parentCourseList, other)).data).toEqual([]);
    expect((await get(t.app, P.parentCourse, teacher, id)).code).toBe(Code.TOKEN_EXPIRED);
    expect((await get(t.app, P.parentCourse, parent, { studentCourseId: 'x' })).code).toBe(Code.BAD_REQUEST);
  });
});
