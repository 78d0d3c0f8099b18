import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuFlags } from '@shared/api/config';
import { appActions } from '../../../state/app-slice';
import { store } from '../../../state/store';
import { ALL_ON } from '../api/get-menu-flags';
import { useLanding } from '../use-landing';

/** The server's answers by path; the landing only reads the course list and the STUDENT books. */
let answers: Record<string, unknown>;
const calls: string[] = [];
beforeEach(() => {
  sessionStorage.clear();
  calls.length = 0;
  answers = {};
  store.dispatch(appActions.setChannel('cuiya'));
  store.dispatch(appActions.setSelectedRegion(null));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const path = new URL(url).pathname;
      return new Response(JSON.stringify({ code: 200, message: 'success', data: answers[path] ?? [] }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ flags }: { flags: MenuFlags }) {
  useLanding(flags);
  return <div data-testid="path">{useLocation().pathname}</div>;
}
const wrap = (start: string, node: ReactNode) =>
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[start]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
const path = () => screen.getByTestId('path').textContent;
const flags = (over: Partial<MenuFlags>) => ({ ...ALL_ON, ...over });
const course = { studentCourseId: 1 };

describe('landing at /classpro', () => {
  it('recommend on with assistant courses: my courses, once per session', async () => {
    answers['/api/v2/lesson/getStudentCourseList'] = [course];
    wrap('/classpro', <Probe flags={ALL_ON} />);
    await waitFor(() => expect(path()).toBe('/classpro/myCourse'));
    expect(sessionStorage.getItem('autoJumpedToMyCourse')).toBe('1');
    expect(sessionStorage.getItem('menuIndex')).toBe('6');
    cleanup();
    wrap('/classpro', <Probe flags={ALL_ON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(path()).toBe('/classpro');
  });

  it('recommend on without courses: stays on recommend', async () => {
    wrap('/classpro', <Probe flags={ALL_ON} />);
    await waitFor(() => expect(calls.some((c) => c.includes('getStudentCourseList'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(path()).toBe('/classpro');
  });

  it.each([
    [{ recommend: 0, aiCourse: 1, liveCourse: 0, digitalBook: 1 }, '/classpro/myCourse'],
    [{ recommend: 0, aiCourse: 0, liveCourse: 1, digitalBook: 0 }, '/classpro/myCourse'],
    [{ recommend: 0, aiCourse: 0, liveCourse: 0, digitalBook: 1 }, '/classpro/digitalbooks'],
  ] as [Partial<MenuFlags>, string][])('recommend off %j lands on %s without asking the server', async (over, to) => {
    wrap('/classpro', <Probe flags={flags(over)} />);
    await waitFor(() => expect(path()).toBe(to));
    expect(calls).toEqual([]);
  });

  it('in the aigc channel waits for the region and sends it as locationName', async () => {
    store.dispatch(appActions.setChannel('aigc'));
    answers['/api/v2/lesson/getStudentCourseList'] = [course];
    wrap('/classpro', <Probe flags={ALL_ON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    store.dispatch(appActions.setSelectedRegion({ id: 4, name: '四川省' }));
    await waitFor(() => expect(path()).toBe('/classpro/myCourse'));
    expect(new URL(calls[0]!).searchParams.get('locationName')).toBe('四川省');
  });

  it('digitalbook channel: STUDENT-owned books jump once to my textbooks', async () => {
    store.dispatch(appActions.setChannel('digitalbook'));
    answers['/api/v1/digital/getMyBooks'] = [{ id: 1 }];
    wrap('/classpro/digitalbooks', <Probe flags={ALL_ON} />);
    await waitFor(() => expect(path()).toBe('/classpro/myDigitalbooks'));
    expect(new URL(calls.find((c) => c.includes('getMyBooks'))!).searchParams.get('role')).toBe('STUDENT');
    cleanup();
    wrap('/classpro/digitalbooks', <Probe flags={ALL_ON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(path()).toBe('/classpro/digitalbooks');
  });
});
