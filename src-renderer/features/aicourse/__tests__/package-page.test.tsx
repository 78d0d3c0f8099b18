import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CourseCenterPaths } from '@shared/api/course-center';
import PackagePage from '../pages/package-page';
import { collectToasts, fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

const pkg = (courses: unknown[]) => ({
  id: 3,
  seriesId: 1,
  seriesName: '阅读系列',
  name: '阅读启蒙包',
  description: '说明',
  gradeRange: '1-2年级',
  subject: '语文',
  coverUrl: '',
  courseCount: courses.length,
  courses,
});
const course = {
  courseId: 11,
  courseType: 'AI_COURSE',
  title: '绘本阅读',
  coverUrl: '',
  subject: '语文',
  gradeRange: '1-2年级',
  description: '',
  lessonCount: 8,
  entitled: true,
};

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  toasts = collectToasts();
  signedIn();
});
afterEach(() => {
  toasts.stop();
  resetAll();
});

const open = (path: string) =>
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/classpro/course/package/:categoryId/:packageId/:type" element={<PackagePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('<PackagePage />', () => {
  it.each([[[course]], [[]]])('never asks for the packages of course 0 (courses %#)', async (courses) => {
    const api = fakeServer({
      [CourseCenterPaths.packageInfo]: () => ok(pkg(courses)),
      [CourseCenterPaths.correlatePackage]: (c) =>
        Number(c.query.courseId) > 0 ? ok([]) : { code: 400, message: '请求参数错误：courseId 数值过小' },
    });
    open('/classpro/course/package/1/3/1');
    expect(await screen.findByRole('heading', { name: '阅读启蒙包' })).toBeTruthy();
    if (courses.length) await waitFor(() => expect(api.to(CourseCenterPaths.correlatePackage)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    const related = api.to(CourseCenterPaths.correlatePackage);
    expect(related.map((c) => c.query.courseId)).toEqual(courses.length ? ['11'] : []);
    expect(toasts.texts().filter((t) => t.includes('数值过小'))).toEqual([]);
  });

  it('asks for no package when the id in the address is not a number and says 参数错误', async () => {
    const api = fakeServer({});
    open('/classpro/course/package/1/abc/1');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls).toEqual([]);
    expect(toasts.texts()).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('参数错误');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});
