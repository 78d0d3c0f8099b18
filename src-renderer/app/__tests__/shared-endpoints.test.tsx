import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClassPaths } from '@shared/api/classes';
import { CoursePaths } from '@shared/api/courses';
import { courseKeys, studentCoursesQuery, useStudentCourses } from '../../api/courses/student-courses';
import { theme } from '../../config/theme';
import { AddCourseDialog } from '../../features/classes/components/add-course-dialog';
import { store } from '../../state/store';
import { fakeServer, ok, resetAll, signedIn } from '../../test-utils/fake-server';

/** What "my courses" (classes) shows of the shared list. */
function MyCoursesCount() {
  const q = useStudentCourses();
  return <p>{q.data ? `共 ${q.data.length} 门` : '加载中'}</p>;
}

const klass = { id: 3, userId: 7, name: '三年级2班', type: 'ADMIN', level: 3, classNumber: 2, gradeYear: 2023 };
const course = {
  courseId: 2,
  courseType: 'AI_COURSE',
  title: '人工智能初探',
  cover: '',
  quota: 1,
  used: 0,
  has: false,
};

beforeEach(() => {
  location.hash = '#/classpro/myClass';
});
afterEach(resetAll);

describe('one home per endpoint', () => {
  it('adding a course in the classes dialog refreshes the course list the landing and "my courses" share', async () => {
    signedIn();
    const mine: { id: number }[] = [];
    const api = fakeServer({
      [ClassPaths.list]: () => ok([{ ...klass, intro: '', students: [], courses: [], createdAt: '' }]),
      [CoursePaths.schoolCourseList]: () => ok([{ ...course, aiCourse: { id: 2, title: course.title } }]),
      [CoursePaths.studentCourseList]: () => ok([...mine]),
      [CoursePaths.addCourseToClass]: () => {
        mine.push({ id: mine.length + 1 });
        return ok({ id: mine.length });
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The teacher-shell landing's background check fills the cache first (silently) ...
    await client.fetchQuery(studentCoursesQuery(undefined, { silent: true }));
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={client}>
            <AddCourseDialog open classId={3} onClose={() => {}} />
            <MyCoursesCount />
          </QueryClientProvider>
        </ThemeProvider>
      </Provider>,
    );
    // ... and "my courses" reads the same entry.
    expect(await screen.findByText('共 0 门')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: course.title }));
    fireEvent.click(screen.getByRole('button', { name: '确定添加' }));
    expect(await screen.findByText('共 1 门')).toBeTruthy();
    expect(client.getQueryData(courseKeys.student())).toHaveLength(1);
    await waitFor(() => expect(api.to(CoursePaths.studentCourseList).length).toBeGreaterThanOrEqual(3));
  });
});
