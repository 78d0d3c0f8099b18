import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiCoursePaths } from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import {
  CourseCenterPaths as P,
  type CatalogCourse,
  type CourseSeries,
  type PackageInfo,
  type SchoolAiCourse,
  type CoursePackage,
} from '@shared/api/course-center';
import type { CourseResource } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoParent, demoTeacher, get, post } from '../../classes/__tests__/helpers';
import { courseIds } from '../../aicourse/__tests__/setup';

let t: TestApp;
let teacher: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  teacher = await demoTeacher(t.app);
  ids = await courseIds(t.app);
});
afterAll(() => t.close());

const q = (o: Record<string, string | number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
describe('the course centre', () => {
  it('lists series, packages with filters, and a package’s courses with entitlement', async () => {
    const series = (await get<CourseSeries[]>(t.app, P.seriesList)).data;
    expect(series.map((s) => [s.name, s.packageCount])).toEqual([
      ['人工智能与编程', 2],
      ['学科素养双师课', 2],
    ]);
    const all = (await get<{ list: CoursePackage[]; total: number }>(t.app, P.packageList)).data;
    expect(all.total).toBe(4);
    const first = (
      await get<{ list: CoursePackage[] }>(t.app, P.packageList, undefined, q({ seriesId: series[0]!.id }))
    ).data.list;
    expect(first.map((p) => p.name)).toEqual(['小学 AI 启蒙套餐', '初中编程与创客']);
    const kw = (await get<{ total: number }>(t.app, P.packageList, undefined, { keyword: '100%_' })).data;
    expect(kw.total).toBe(0);
    const info = (await get<PackageInfo>(t.app, P.packageInfo, teacher, q({ packageId: first[1]!.id }))).data;
    expect(info.courses.map((c) => c.entitled)).toEqual([false, false]);
    expect((await get(t.app, P.packageInfo, teacher, q({ packageId: 99999 }))).code).toBe(Code.NOT_FOUND);
    const related = (await get<CoursePackage[]>(t.app, P.correlatePackage, teacher, q({ courseId: ids[0]! }))).data;
    expect(related.map((p) => p.name)).toEqual(['小学 AI 启蒙套餐']);
  });

  it('reads the catalogue, the school’s AI courses and their resources', async () => {
    const one = (await get<CatalogCourse>(t.app, P.course, undefined, q({ courseId: ids[0]! }))).data;
    expect(one).toMatchObject({ courseType: 'AI_COURSE', entitled: false });
    const live = await get(t.app, P.course, undefined, q({ courseId: 1, courseType: 'LIVE_COURSE' }));
    expect(live.code).toBe(200);
    const list = (
      await get<{ list: CatalogCourse[]; total: number }>(t.app, P.courseList, teacher, q({ pageSize: 50 }))
    ).data;
    expect(list.total).toBe(13);
    expect(list.list.filter((c) => c.courseType === 'AI_COURSE' && c.entitled)).toHaveLength(5);
    const school = (await get<SchoolAiCourse[]>(t.app, P.aiCourseList, teacher)).data;
    expect(school).toHaveLength(5);
    expect(school[0]!.classes.map((c) => c.className)).toEqual(['三年级2班']);
    const res = (
      await get<CourseResource[]>(t.app, AiCoursePaths.aiCourseResourceList, teacher, q({ aicourseId: ids[0]! }))
    ).data;
    expect(res.map((r) => r.kind)).toEqual(expect.arrayContaining(['VIDEO', 'IMAGE']));
    expect(res.every((r) => r.size > 1000)).toBe(true);
    expect((await get(t.app, AiCoursePaths.aiCourseResourceList, teacher, q({ aicourseId: ids[7]! }))).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('takes one trial application per course, and none for a course the school holds', async () => {
    const body = { courseId: ids[6]!, contactName: '王老师', mobile: '13800000001', note: '想在五年级试用' };
    const first = await post<{ id: number; status: string }>(t.app, P.courseApply, teacher, body);
    expect(first).toMatchObject({ code: 200, message: Msg.courseApplied, data: { status: 'PENDING' } });
    const again = await post<{ id: number }>(t.app, P.courseApply, teacher, body);
    expect(again.data.id).toBe(first.data.id);
    const held = await post(t.app, P.courseApply, teacher, { ...body, courseId: ids[0]! });
    expect(held).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.courseAlreadyEntitled });
    expect((await post(t.app, P.courseApply, teacher, { ...body, mobile: '123' })).message).toContain(
      '请输入正确的手机号',
    );
    expect((await post(t.app, P.courseApply, teacher, { ...body, note: '长'.repeat(201) })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect((await post(t.app, P.courseApply, teacher, { ...body, courseId: 99999 })).code).toBe(Code.NOT_FOUND);
    const parent = await demoParent(t.app);
    expect((await post(t.app, P.courseApply, parent, body)).code).toBe(Code.TOKEN_EXPIRED);
  });
});
