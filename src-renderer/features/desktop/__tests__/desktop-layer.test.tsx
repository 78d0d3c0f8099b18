import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { DesktopLayer } from '../components/desktop-layer';
import { hasAutoUpdateChecked, markAutoUpdateChecked } from '../update-flag';
import { useManualUpdateCheck } from '../use-manual-update-check';
import { layoutMarks, watermarkText } from '../watermark';
import { fakeDesktop, uninstallDesktop } from './fake-desktop';

const offer = { status: 1 as const, currentVersion: '1.0.0', version: '1.2.0', releaseNotes: '修复若干问题' };

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/login';
});
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  uninstallDesktop();
});

describe('<DesktopLayer /> on the web', () => {
  it('renders nothing', () => {
    uninstallDesktop();
    const { container } = render(<DesktopLayer />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the update dialog', () => {
  it("status 1 offers 'later' and 'upgrade now'; 'later' defers and sets the flag", async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    expect(screen.queryByTestId('update-dialog')).toBeNull();
    act(() => fake.pushUpdate(offer));
    expect(await screen.findByText(Msg.updateNewVersion)).toBeTruthy();
    expect(screen.getByText('v1.2.0')).toBeTruthy();
    expect(screen.getByText('修复若干问题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: Msg.updateLater }));
    expect(fake.api.deferUpdate).toHaveBeenCalled();
    expect(hasAutoUpdateChecked()).toBe(true);
  });

  it("a forced update hides 'later' and says why", async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    act(() => fake.pushUpdate({ ...offer, isForceUpdate: true }));
    expect(await screen.findByText(Msg.updateForcedHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: Msg.updateLater })).toBeNull();
    expect(screen.getByRole('button', { name: Msg.updateNow })).toBeTruthy();
  });

  it("'upgrade now' starts the download and sets the flag; 2 shows progress and cancel; 3 confirm installs", async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    act(() => fake.pushUpdate(offer));
    fireEvent.click(await screen.findByRole('button', { name: Msg.updateNow }));
    expect(fake.api.startUpdate).toHaveBeenCalled();
    expect(hasAutoUpdateChecked()).toBe(true);

    act(() => fake.pushUpdate({ ...offer, status: 2, percent: 37 }));
    expect(await screen.findByText(Msg.updateDownloading)).toBeTruthy();
    expect(screen.getByTestId('update-percent').textContent).toBe('37%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    fireEvent.click(screen.getByRole('button', { name: Msg.updateCancel }));
    expect(fake.api.cancelUpdate).toHaveBeenCalled();

    act(() => fake.pushUpdate({ ...offer, status: 3, percent: 100 }));
    expect(await screen.findByText(Msg.updateDownloaded)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: Msg.updateConfirm }));
    expect(fake.api.quitAndInstall).toHaveBeenCalled();

    act(() => fake.pushUpdate({ status: 0, currentVersion: '1.0.0' }));
    await waitFor(() => expect(screen.queryByText(Msg.updateDownloaded)).toBeNull());
  });

  it('a failure closes the dialog and shows its message', async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    act(() => fake.pushUpdate({ ...offer, status: 2, percent: 10 }));
    act(() => fake.pushUpdate({ status: 0, currentVersion: '1.0.0', error: Msg.updateBundleMissing }));
    expect((await screen.findByTestId('desktop-notice')).textContent).toContain('更新失败：请尝试卸载后重新安装应用');
  });
});

describe('manual update check', () => {
  it('says the current version is the latest and clears the flag', async () => {
    const fake = fakeDesktop({ status: 0, currentVersion: '1.0.0', upToDate: true });
    fake.install();
    markAutoUpdateChecked();
    render(<DesktopLayer />);
    const { result } = renderHook(() => useManualUpdateCheck());
    expect(result.current.available).toBe(true);
    await act(() => result.current.check());
    expect(fake.api.checkForUpdate).toHaveBeenCalledWith({ manual: true });
    expect((await screen.findByTestId('desktop-notice')).textContent).toContain('当前版本 1.0.0 已是最新版本');
    expect(hasAutoUpdateChecked()).toBe(false);
  });

  it('shows why a manual check failed', async () => {
    const fake = fakeDesktop({ status: 0, currentVersion: '1.0.0', error: Msg.updateFailed });
    fake.install();
    render(<DesktopLayer />);
    const { result } = renderHook(() => useManualUpdateCheck());
    await act(() => result.current.check());
    expect((await screen.findByTestId('desktop-notice')).textContent).toContain(Msg.updateFailed);
  });

  it('is unavailable on the web', () => {
    uninstallDesktop();
    const { result } = renderHook(() => useManualUpdateCheck());
    expect(result.current.available).toBe(false);
  });
});

describe('the protection overlay', () => {
  it('shows the black screen while main says so, and the recording message when recording', async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    const base = { watermark: false, contentProtected: true };
    act(() => fake.pushProtection({ ...base, state: 'suspected', blackout: true, blackoutMs: 3000 }));
    expect(screen.getByTestId('blackout').textContent).toContain(Msg.protectionBlackout);
    act(() => fake.pushProtection({ ...base, state: 'recording', blackout: true, processes: ['OBS Studio'] }));
    expect(screen.getByTestId('blackout').textContent).toContain(Msg.protectionRecording);
    expect(screen.getByTestId('blackout').textContent).toContain('OBS Studio');
    act(() => fake.pushProtection({ ...base, state: 'none', blackout: false }));
    expect(screen.queryByTestId('blackout')).toBeNull();
  });

  it('emergency restore shows its message', async () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    act(() =>
      fake.pushProtection({
        state: 'none',
        blackout: false,
        watermark: false,
        contentProtected: false,
        restored: true,
      }),
    );
    expect((await screen.findByTestId('desktop-notice')).textContent).toContain(
      '紧急恢复完成！如果仍有问题，请刷新页面。',
    );
  });

  it('blocks the context menu in the desktop app', () => {
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('the watermark', () => {
  afterEach(() => vi.useRealTimers());

  it('lays 50 marks over the whole screen, one per grid cell', () => {
    const marks = layoutMarks(50, () => 0.5);
    expect(marks).toHaveLength(50);
    for (const m of marks) {
      expect(m.left).toBeGreaterThanOrEqual(0);
      expect(m.left).toBeLessThan(100);
      expect(m.top).toBeGreaterThanOrEqual(0);
      expect(m.top).toBeLessThan(100);
    }
    expect(new Set(marks.map((m) => `${m.left},${m.top}`)).size).toBe(50);
  });

  it('shows the signed-in name and the time', () => {
    expect(watermarkText('王老师', new Date(2026, 2, 5, 8, 9, 10))).toBe('王老师 2026-03-05 08:09:10');
    expect(watermarkText('', new Date(2026, 0, 1))).toMatch(/^Classpro /);
  });

  it('moves every 5000 ms and refreshes its text every 8000 ms', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 5, 8, 0, 0) });
    const fake = fakeDesktop();
    fake.install();
    render(<DesktopLayer userName="王老师" />);
    act(() => fake.pushProtection({ state: 'none', blackout: false, watermark: true, contentProtected: true }));
    const marks = () => screen.getAllByTestId('watermark-mark');
    const positions = () =>
      marks()
        .map((m) => m.getAttribute('style') ?? m.className)
        .join('|');
    expect(marks()).toHaveLength(50);
    expect(marks()[0]!.textContent).toBe('王老师 2026-03-05 08:00:00');
    const first = positions();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(positions()).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const second = positions();
    expect(second).not.toBe(first);
    expect(marks()[0]!.textContent).toBe('王老师 2026-03-05 08:00:00');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(marks()[0]!.textContent).toBe('王老师 2026-03-05 08:00:08');
    act(() => fake.pushProtection({ state: 'none', blackout: false, watermark: false, contentProtected: true }));
    expect(screen.queryByTestId('watermark')).toBeNull();
  });
});
