import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TaskReviewPage from '../pages/task-review-page';
import { fakeServer, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

describe('<TaskReviewPage /> opened without its ids', () => {
  it.each(['/digitalbooks/task', '/digitalbooks/task?taskId=0', '/digitalbooks/task?id=4'])(
    '%s says 参数错误 with a way back instead of a blank page',
    async (path) => {
      const api = fakeServer({});
      renderWithApp(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/digitalbooks/task" element={<TaskReviewPage />} />
          </Routes>
        </MemoryRouter>,
      );
      expect((await screen.findByRole('alert')).textContent).toContain('参数错误');
      expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
      expect(api.calls).toEqual([]);
    },
  );
});
