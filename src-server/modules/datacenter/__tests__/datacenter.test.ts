import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  DatacenterIndexPaths as P,
  type BarChart,
  type BaseFigures,
  type CourseRow,
  type DistrictRow,
  type LineChart,
  type SchoolRow,
  type UsageFigures,
} from '@shared/api/datacenter';
import { Msg } from '@shared/rules/messages';
import { schools, staffAccounts } from '../../../db/schema';
import { DEMO_SCHOOL, DEMO_STAFF, DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_DISTRICT_ADMIN, DEMO_DISTRICTS, DEMO_USAGE_DAYS } from '../../../db/seeds/3100-datacenter';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
let bureau: string;
let district: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (account: string) => {
    const [row] = await t.app.db.select().from(staffAccounts).where(eq(staffAccounts.account, account));
    return (await t.app.tokens.issue('datacenter', row!.id)).access_token;
  };
  bureau = await tokenOf(DEMO_STAFF.admin.account);
  district = await tokenOf(DEMO_DISTRICT_ADMIN.account);
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
});
afterAll(() => t.close());

/** Beijing today and the day `n` days before it. */
const beijing = (back = 0) => new Date(Date.now() + 8 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
const range = { startDate: beijing(29), endDate: beijing() };
const cms = <T>(url: string, token: string, body: unknown = {}) =>
  call<T>(t.app, { method: 'POST', url, body, headers: { 'cms-token': token } }).then((r) => r.body);
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
const schoolIdOf = async (name: string) =>
  (await t.app.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;

describe('data centre figures', () => {
  it('counts schools, teachers, classes and students from the product tables, by district', async () => {
    const all = await cms<BaseFigures>(P.baseData, bureau);
    expect(all.code).toBe(200);
    const [counts] = rowsOf(
      await t.app.db.execute(sql`SELECT (SELECT count(*) FROM schools)::int AS schools,
        (SELECT count(*) FROM classes)::int AS classes`),
    );
    expect({ schools: all.data.schools, classes: all.data.classes }).toEqual(counts);
    expect(all.data.schools).toBeGreaterThanOrEqual(DEMO_DISTRICTS.length * 2);
    expect(all.data.students).toBeGreaterThan(100);
    const districts = await cms<DistrictRow[]>(P.districtList, bureau, range);
    expect(districts.data.map((d) => d.district)).toEqual(expect.arrayContaining([...DEMO_DISTRICTS]));
    // The districts add up to the whole.
    const sum = (k: keyof BaseFigures) => districts.data.reduce((n, d) => n + d[k], 0);
    expect({
      schools: sum('schools'),
      teachers: sum('teachers'),
      classes: sum('classes'),
      students: sum('students'),
    }).toEqual(all.data);
    // A new class in the demo school shows at once in its district's figures.
    const wuhou = await cms<BaseFigures>(P.baseData, bureau, { district: '武侯区' });
    const demoId = await schoolIdOf(DEMO_SCHOOL.name);
    const [owner] = rowsOf(await t.app.db.execute(sql`SELECT id FROM users WHERE school_id = ${demoId} LIMIT 1`));
    const ownerId = Number(owner!.id);
    await t.app.db.execute(
      sql`INSERT INTO classes (school_id, owner_id, type, name) VALUES (${demoId}, ${ownerId}, 'INTEREST', '数据中心测试班')`,
    );
    expect((await cms<BaseFigures>(P.baseData, bureau, { district: '武侯区' })).data.classes).toBe(
      wuhou.data.classes + 1,
    );
  });

  it('sums usage over a range; the line has every day and the weeks add up to the days', async () => {
    const use = await cms<UsageFigures>(P.useData, bureau, range);
    expect(use.code).toBe(200);
    expect(use.data.activeUsers).toBeGreaterThan(0);
    expect(use.data.lessons).toBeGreaterThan(0);
    const line = await cms<LineChart>(P.chartLine, bureau, range);
    expect(line.data.points).toHaveLength(30);
    expect(line.data.points[0]!.date).toBe(range.startDate);
    expect(line.data.points.reduce((n, p) => n + p.activeUsers, 0)).toBe(use.data.activeUsers);
    const weeks = await cms<LineChart>(P.chartLine, bureau, { ...range, granularity: 'week' });
    expect(weeks.data.points.length).toBeGreaterThanOrEqual(5);
    expect(weeks.data.points.reduce((n, p) => n + p.reading, 0)).toBe(use.data.reading);
    // A lesson taught in the product (a class course's day with saved progress) counts at once.
    const added = rowsOf(
      await t.app.db.execute(sql`INSERT INTO aicourse_lessons (class_course_id, day)
        SELECT id, ${beijing(1)}::date FROM class_courses WHERE course_type = 'AI_COURSE' ON CONFLICT DO NOTHING RETURNING class_course_id`),
    ).length;
    expect(added).toBeGreaterThan(0);
    expect((await cms<UsageFigures>(P.useData, bureau, range)).data.lessons).toBe(use.data.lessons + added);
    // Before the demo's first day there is no use.
    const before = { startDate: beijing(DEMO_USAGE_DAYS + 40), endDate: beijing(DEMO_USAGE_DAYS + 10) };
    expect((await cms<UsageFigures>(P.useData, bureau, before)).data).toEqual({
      activeUsers: 0,
      lessons: 0,
      reading: 0,
      aiCourse: 0,
    });
  });

  it('draws bars per district, then per school of a district, then drills down to one school', async () => {
    const bars = await cms<BarChart>(P.chartBar, bureau, range);
    expect(bars.data.groupBy).toBe('district');
    const jinjiang = bars.data.items.find((i) => i.name === '锦江区')!;
    const inDistrict = await cms<BarChart>(P.chartBar, bureau, { ...range, district: '锦江区' });
    expect(inDistrict.data.groupBy).toBe('school');
    expect(inDistrict.data.items.reduce((n, i) => n + i.activeUsers, 0)).toBe(jinjiang.activeUsers);
    const list = await cms<SchoolRow[]>(P.schoolList, bureau, { ...range, district: '锦江区' });
    expect(list.data.every((s) => s.district === '锦江区')).toBe(true);
    const one = list.data[0]!;
    const school = await cms<UsageFigures>(P.useData, bureau, { ...range, schoolId: one.schoolId });
    expect(school.data).toEqual({
      activeUsers: one.activeUsers,
      lessons: one.lessons,
      reading: one.reading,
      aiCourse: one.aiCourse,
    });
  });

  it("shows each course's classes, students, lessons and completion", async () => {
    const courses = await cms<CourseRow[]>(P.courseList, bureau, range);
    expect(courses.code).toBe(200);
    const used = courses.data.filter((c) => c.classes > 0);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((c) => c.students > 0 && c.completion > 0 && c.completion <= 1)).toBe(true);
    const lessons = courses.data.reduce((n, c) => n + c.lessons, 0);
    expect(lessons).toBe((await cms<UsageFigures>(P.useData, bureau, range)).data.lessons);
  });

  it('refuses bad ranges with a Chinese message', async () => {
    const back = await cms(P.useData, bureau, { startDate: beijing(), endDate: beijing(3) });
    expect(back).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.datacenterRangeInvalid });
    const long = await cms(P.chartLine, bureau, { startDate: '2024-01-01', endDate: '2025-06-01' });
    expect(long).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.datacenterRangeTooLong });
    expect((await cms(P.useData, bureau, { startDate: '2026-02-30', endDate: '2026-03-01' })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect((await cms(P.baseData, bureau, { schoolId: 999999 })).message).toBe(Msg.datacenterSchoolNotFound);
  });

  it('exports the figures shown as an .xlsx workbook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: P.exportXlsx,
      payload: { ...range, district: '锦江区' },
      headers: { 'cms-token': bureau },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['概览', '区县', '学校', '课程']);
    const use = (await cms<UsageFigures>(P.useData, bureau, { ...range, district: '锦江区' })).data;
    const overview = book.getWorksheet('概览')!;
    const value = (label: string) =>
      overview.getSheetValues().find((r) => Array.isArray(r) && r[1] === label) as unknown[] | undefined;
    expect(value('范围')?.[2]).toBe('锦江区');
    expect(value('活跃用户(人次)')?.[2]).toBe(use.activeUsers);
    expect(book.getWorksheet('学校')!.rowCount - 1).toBe(
      (await cms<SchoolRow[]>(P.schoolList, bureau, { ...range, district: '锦江区' })).data.length,
    );
  });
});

describe('data centre authorization', () => {
  const figures = [P.baseData, P.useData, P.chartBar, P.chartLine, P.districtList, P.schoolList, P.courseList];

  it('refuses calls without a Cms-Token, and with a teacher token', async () => {
    for (const url of [P.scope, ...figures]) {
      expect((await call(t.app, { method: 'POST', url, body: range })).body.code).toBe(Code.TOKEN_EXPIRED);
      expect((await call(t.app, { method: 'POST', url, body: range, token: teacher })).body.code).toBe(
        Code.TOKEN_EXPIRED,
      );
      expect((await cms(url, teacher, range)).code).toBe(Code.TOKEN_EXPIRED);
    }
    const noToken = await t.app.inject({ method: 'POST', url: P.exportXlsx, payload: range });
    expect(noToken.json().code).toBe(Code.TOKEN_EXPIRED);
    const teacherExport = await t.app.inject({
      method: 'POST',
      url: P.exportXlsx,
      payload: range,
      headers: { authorization: `Bearer ${teacher}`, 'cms-token': teacher },
    });
    expect(teacherExport.json().code).toBe(Code.TOKEN_EXPIRED);
  });

  it('keeps a district admin inside their district: other districts and their schools are refused', async () => {
    expect((await cms(P.scope, district)).data).toEqual({ district: DEMO_DISTRICT_ADMIN.district });
    expect((await cms(P.scope, bureau)).data).toEqual({ district: null });
    const own = await cms<DistrictRow[]>(P.districtList, district, range);
    expect(own.data.map((d) => d.district)).toEqual([DEMO_DISTRICT_ADMIN.district]);
    const bars = await cms<BarChart>(P.chartBar, district, range);
    expect(bars.data.groupBy).toBe('school');
    const schoolsSeen = await cms<SchoolRow[]>(P.schoolList, district, range);
    expect(schoolsSeen.data.length).toBeGreaterThan(0);
    expect(schoolsSeen.data.every((s) => s.district === DEMO_DISTRICT_ADMIN.district)).toBe(true);
    expect((await cms<BaseFigures>(P.baseData, district)).data).toEqual(
      (await cms<BaseFigures>(P.baseData, bureau, { district: DEMO_DISTRICT_ADMIN.district })).data,
    );
    const demoSchool = await schoolIdOf(DEMO_SCHOOL.name);
    for (const url of figures) {
      expect(await cms(url, district, { ...range, district: '武侯区' })).toMatchObject({
        code: Code.FORBIDDEN,
        message: Msg.datacenterOutOfScope,
        data: null,
      });
      expect((await cms(url, district, { ...range, schoolId: demoSchool })).code).toBe(Code.FORBIDDEN);
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: P.exportXlsx,
      payload: { ...range, district: '武侯区' },
      headers: { 'cms-token': district },
    });
    expect(exported.json()).toMatchObject({ code: Code.FORBIDDEN, message: Msg.datacenterOutOfScope });
  });
});
