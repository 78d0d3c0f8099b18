import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoutiquePaths, type CourseInfo, type CourseSummary } from '@shared/api/boutique';
import { type TeacherInfo, TeacherPaths } from '@shared/api/teachers';
import { DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { demoTeacher, get, userIdOf } from '../../classes/__tests__/helpers';

/** Issue 34: a famous teacher has one biography, whichever module shows it (教师信息, 名师预约, 精品课). */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await demoTeacher(t.app);
});
afterAll(() => t.close());

describe('famous teachers', () => {
  it('show the same biography in their teacher profile and as the lecturer of every boutique course', async () => {
    const biographies = new Map<string, Set<string>>();
    const add = (name: string, text: string | null) =>
      biographies.set(name, (biographies.get(name) ?? new Set()).add(text ?? ''));
    for (const d of DEMO_TEACHERS) {
      const userId = await userIdOf(t.app, d.mobile, 'TEACHER');
      const info = (
        await get<TeacherInfo>(t.app, TeacherPaths.info, token, { userType: 'TEACHER', userId: String(userId) })
      ).data;
      add(info.displayName, info.teacher.introduction);
    }
    const courses = (await get<{ list: CourseSummary[] }>(t.app, BoutiquePaths.courseList, token, { pageSize: '50' }))
      .data.list;
    for (const c of courses) {
      const info = (await get<CourseInfo>(t.app, BoutiquePaths.courseInfo, token, { courseId: String(c.id) })).data;
      add(info.lecturer, info.lecturerIntro);
    }
    const lecturersWithProfiles = courses.filter((c) => DEMO_TEACHERS.some((d) => d.displayName === c.lecturer));
    expect(lecturersWithProfiles.length).toBeGreaterThan(3);
    for (const [name, texts] of biographies) {
      expect({ name, biographies: [...texts] }).toEqual({ name, biographies: [expect.stringMatching(/\S{10}/)] });
    }
  });
});
