import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../platform/http';
import { createOutbox, type OutboxStore } from '../../platform/outbox';
import { reportWaiting, syncState, trackOutbox } from '../../platform/sync-registry';
import { SyncStatus } from '../sync-status';

const render = (ui: React.ReactNode, qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  renderDom(<QueryClientProvider client={qc}>{ui}</QueryClientProvider>);

function memoryStore<T>(): OutboxStore<T> {
  let items: T[] = [];
  return { load: async () => [...items], save: async (next) => void (items = [...next]) };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('the sync indicator', () => {
  afterEach(cleanup);
  beforeEach(() => {
    setOnline(true);
    reportWaiting({ note: 0, reading: 0, homework: 0, classroom: 0 });
  });

  it('shows nothing online with nothing waiting', () => {
    render(<SyncStatus />);
    expect(screen.queryByTestId('sync-status')).toBeNull();
  });

  it('says the network is gone, and what waits per kind and when it went', async () => {
    render(<SyncStatus />);
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toContain(Msg.syncOffline);

    let up = false;
    const box = createOutbox<{ kind: 'note' | 'progress' }>({
      store: memoryStore(),
      send: async () => {
        if (!up) throw new ApiError(0, 'network');
      },
      delayMs: 60_000,
    });
    trackOutbox(box, ['note', 'reading'], (i) => (i.kind === 'note' ? 'note' : 'reading'));
    await act(async () => {
      await box.enqueue({ kind: 'note' });
      await box.enqueue({ kind: 'note' });
      await box.enqueue({ kind: 'progress' });
    });
    await screen.findByText(new RegExp(`3 ${Msg.syncWaiting}`));
    await userEvent.click(screen.getByRole('button', { name: Msg.syncTitle }));
    const list = await screen.findByRole('list', { name: Msg.syncTitle });
    expect(list.querySelector('[data-kind="note"]')!.textContent).toContain(`2 ${Msg.syncWaiting}`);
    expect(list.querySelector('[data-kind="reading"]')!.textContent).toContain(Msg.syncNever);
    // Homework: nothing waits and nothing went — not "all sent" and "never sent" at once.
    expect(list.querySelector('[data-kind="homework"]')!.textContent).toBe(
      `${Msg.syncKindHomework}：${Msg.syncNothing}`,
    );

    up = true;
    await act(async () => {
      setOnline(true);
      await box.flush();
    });
    await screen.findByText(Msg.syncAllSent);
    expect(syncState().note).toMatchObject({ waiting: 0, lastSentAt: expect.any(Number) });
    expect(list.querySelector('[data-kind="note"]')!.textContent).toContain(Msg.syncLastSent);
  });

  it('loads again what failed while offline once the network returns, on a page opened offline', async () => {
    let calls = 0;
    function Screen() {
      const q = useQuery({
        queryKey: ['screen'],
        queryFn: async () => {
          calls += 1;
          if (!navigator.onLine) throw new ApiError(0, '网络故障，请检测网络');
          return '作业内容';
        },
      });
      return <p>{q.isError ? '加载失败' : (q.data ?? '')}</p>;
    }
    // Opened offline: react-query never saw the network go (no offline event before it started).
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(
      <>
        <SyncStatus />
        <Screen />
      </>,
    );
    await screen.findByText('加载失败');
    act(() => setOnline(true));
    await screen.findByText('作业内容');
    expect(calls).toBe(2);
  });
});
