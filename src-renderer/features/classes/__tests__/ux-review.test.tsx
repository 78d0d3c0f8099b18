import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassPaths } from '@shared/api/classes';
import { RedeemPaths } from '@shared/api/redeem';
import type { StudentCourseItem } from '@shared/api/courses';
import { CourseCard } from '../components/course-card';
import MyBooksPage from '../pages/my-books-page';
import MyClassPage from '../pages/my-class-page';
import { collectToasts, fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  location.hash = '#/classpro/myClass';
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  resetAll();
});

describe('a failed list is an error, never empty data', () => {
  it('班级管理 shows the failure with 重试, not 共 0 个班级 / 还没有班级, and 重试 loads the list', async () => {
    signedIn();
    let fail = true;
    fakeServer({
      [ClassPaths.list]: () =>
        fail
          ? { code: 500, message: '服务器开小差了' }
          : ok([
              { id: 1, name: '三年级2班', userId: 7, school: { id: 1, name: '示范学校' }, students: [], courses: [] },
            ]),
    });
    renderWithApp(
      <MemoryRouter>
        <MyClassPage />
      </MemoryRouter>,
    );
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByText('还没有班级')).toBeNull();
    expect(screen.queryByText(/共 0 个班级/)).toBeNull();
    fail = false;
    fireEvent.click(retry);
    await screen.findByText('三年级2班');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('我的教材 shows the failure with 重试, not 暂无数据', async () => {
    signedIn();
    fakeServer({ [RedeemPaths.myBooks]: () => ({ code: 500, message: '服务器开小差了' }) });
    renderWithApp(
      <MemoryRouter>
        <MyBooksPage />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('cards that tell themselves apart', () => {
  it('我的教材 shows the part of the title that differs, the series beneath', async () => {
    signedIn();
    const book = (id: number, title: string) => ({
      id,
      title,
      cover: '',
      digitalBookType: 'PAPER_DIGITAL',
      author: '人民教育出版社',
      role: 'TEACHER',
      acquiredAt: '2026-11-01T00:00:00Z',
    });
    fakeServer({
      [RedeemPaths.myBooks]: () =>
        ok([book(1, '义务教育教科书·语文 一年级上册'), book(2, '义务教育教科书·数学 三年级下册')]),
    });
    renderWithApp(
      <MemoryRouter>
        <MyBooksPage />
      </MemoryRouter>,
    );
    await screen.findByText('语文 一年级上册');
    expect(screen.getByText('数学 三年级下册')).toBeTruthy();
    expect(screen.getAllByText('义务教育教科书')).toHaveLength(2);
  });

  it('a course card draws no type badge over the cover (the cover has its own)', () => {
    const course: StudentCourseItem = {
      studentCourseId: 1,
      classId: 1,
      className: '三年级2班',
      schoolName: '示范学校',
      courseId: 3,
      courseType: 'AI_COURSE',
      title: '人工智能初探',
      cover: '/covers/ai-1.svg',
      weekdays: '1,3',
      createdAt: '2026-11-01T00:00:00Z',
    };
    renderWithApp(<CourseCard course={course} onOpen={vi.fn()} />);
    const cover = document.querySelector('img')!;
    const label = screen.getByText('AI双师课');
    // Not laid over the picture: nothing between the label and the card is positioned on top of the cover.
    const laidOver = (el: Element | null): boolean =>
      !!el && el.tagName !== 'BODY' && (getComputedStyle(el).position === 'absolute' || laidOver(el.parentElement));
    expect(laidOver(label)).toBe(false);
    expect(cover.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The type still reads in the card's text.
    expect(label).toBeTruthy();
  });
});
