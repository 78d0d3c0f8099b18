import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkedExampleCard } from '../components/worked-example-card';

const example = {
  id: 1,
  title: '买文具：先乘后加',
  problem: '一支铅笔 2 元，买 4 支铅笔和 1 块 3 元的橡皮，一共多少元？',
  steps: ['4 × 2 = 8（元）', '8 + 3 = 11（元）'],
  answer: '一共 11 元。',
  page: 4,
};

const show = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <WorkedExampleCard no={1} example={example} bookId={2} /> }])}
    />,
  );

afterEach(cleanup);

describe('a worked example', () => {
  it('reveals its solution one step at a time, then the answer, and links its book page', () => {
    show();
    expect(screen.queryByRole('list', { name: '解题步骤' })).toBeNull();
    expect(screen.getByRole('link', { name: '教材第 4 页' }).getAttribute('href')).toContain(
      'bookRead?bookId=2&page=4',
    );
    fireEvent.click(screen.getByRole('button', { name: '看下一步' }));
    expect(
      within(screen.getByRole('list', { name: '解题步骤' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4 × 2 = 8（元）']);
    fireEvent.click(screen.getByRole('button', { name: '看下一步' }));
    expect(screen.getByText('已看 2/2 步')).toBeTruthy();
    expect(screen.queryByRole('note', { name: '答案' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '看答案' }));
    expect(screen.getByRole('note', { name: '答案' }).textContent).toContain('一共 11 元。');
    fireEvent.click(screen.getByRole('button', { name: '收起解答' }));
    expect(screen.queryByRole('list', { name: '解题步骤' })).toBeNull();
  });

  it('shows everything at once', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '显示全部' }));
    expect(within(screen.getByRole('list', { name: '解题步骤' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('note', { name: '答案' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '看下一步' })).toBeNull();
  });
});
