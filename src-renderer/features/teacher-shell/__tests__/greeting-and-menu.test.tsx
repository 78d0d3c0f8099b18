import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuFlags } from '@shared/api/config';
import { ALL_ON } from '../api/get-menu-flags';
import { SideMenu } from '../components/side-menu';
import { greetingText } from '../greeting';

afterEach(cleanup);

describe('greeting', () => {
  it.each([
    [0, '上午好'],
    [9, '上午好'],
    [12, '上午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('at %i o’clock says %s', (hour, word) => {
    expect(greetingText(hour, { name: '王老师', mobile: '13800000001' })).toBe(`${word}，王老师`);
  });

  it('uses the mobile when there is no name', () => {
    expect(greetingText(10, { name: ' ', mobile: '13800000001' })).toBe('上午好，13800000001');
  });
});

const only = (...on: (keyof MenuFlags)[]) =>
  Object.fromEntries(Object.keys(ALL_ON).map((k) => [k, on.includes(k as keyof MenuFlags) ? 1 : 0])) as MenuFlags;
const titles = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('side menu', () => {
  it('shows only the items whose flag is 1, main group then 我的', () => {
    render(
      <SideMenu
        flags={only('recommend', 'digitalBook', 'myClass', 'myDigitalBook')}
        selected={4}
        unread={0}
        onSelect={vi.fn()}
      />,
    );
    expect(titles()).toEqual(['推荐', '数字教材', '我的教材', '班级管理']);
    expect(screen.getByText('我的')).toBeTruthy();
    expect(screen.getByRole('button', { name: '数字教材' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides the 我的 group when none of its items is on', () => {
    render(<SideMenu flags={only('recommend', 'aiCourse')} selected={1} unread={0} onSelect={vi.fn()} />);
    expect(titles()).toEqual(['推荐', '双师AI课']);
    expect(screen.queryByText('我的')).toBeNull();
  });

  it('shows the red dot on my textbooks only while homework is unread', () => {
    const { rerender } = render(<SideMenu flags={ALL_ON} selected={1} unread={0} onSelect={vi.fn()} />);
    const dot = () => screen.getByTestId('menu-red-dot');
    expect(dot().className).toContain('MuiBadge-invisible');
    rerender(<SideMenu flags={ALL_ON} selected={1} unread={2} onSelect={vi.fn()} />);
    expect(dot().className).not.toContain('MuiBadge-invisible');
    expect(dot().closest('[data-menu-index]')!.getAttribute('data-menu-index')).toBe('7');
  });

  it('reports the clicked item', () => {
    const onSelect = vi.fn();
    render(<SideMenu flags={ALL_ON} selected={1} unread={0} onSelect={onSelect} />);
    screen.getByRole('button', { name: '班级管理' }).click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ index: 10, path: '/classpro/myClass' }));
  });
});
