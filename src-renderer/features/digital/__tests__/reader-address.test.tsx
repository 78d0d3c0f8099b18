import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReaderPage from '../pages/reader/reader-page';
import { fakeServer, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

// pdf.js does not load under jsdom; these addresses never reach a PDF.
vi.mock('../pdf/use-pdf-document', () => ({ usePdfDocument: () => ({ pdf: null, error: null }) }));
vi.mock('../pages/reader/reader-view', () => ({ ReaderView: () => null }));

beforeEach(() => signedIn());
afterEach(() => resetAll());

describe('<ReaderPage /> opened with a wrong address', () => {
  it.each(['/digitalbooks/read', '/digitalbooks/read?bookId=abc', '/digitalbooks/read?bookId=0'])(
    '%s says 参数错误 with a way back instead of loading forever',
    async (path) => {
      const api = fakeServer({});
      renderWithApp(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/digitalbooks/read" element={<ReaderPage />} />
          </Routes>
        </MemoryRouter>,
      );
      expect((await screen.findByRole('alert')).textContent).toContain('参数错误');
      expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
      expect(screen.queryByText('正在加载教材…')).toBeNull();
      expect(api.calls).toEqual([]);
    },
  );

  it('reads the book of an old ?id= link, as the other book screens do', async () => {
    const api = fakeServer({});
    renderWithApp(
      <MemoryRouter initialEntries={['/digitalbooks/read?id=5']}>
        <Routes>
          <Route path="/digitalbooks/read" element={<ReaderPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.calls.every((c) => c.query.bookId === '5' || c.query.id === '5')).toBe(true);
    expect(screen.queryByText('参数错误')).toBeNull();
  });
});
