import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { desktop, isDesktop } from '../../../platform/desktop';
import { currentHashPath, shouldAutoCheck, useAutoUpdateCheck } from '../auto-update';
import { clearAutoUpdateFlag, hasAutoUpdateChecked, markAutoUpdateChecked } from '../update-flag';
import { fakeDesktop, uninstallDesktop } from './fake-desktop';

describe('the automatic check rule', () => {
  it('runs only in the desktop app, on a classpro route, when no check has happened', () => {
    const base = { desktop: true, path: '/classpro', alreadyChecked: false };
    expect(shouldAutoCheck(base)).toBe(true);
    expect(shouldAutoCheck({ ...base, path: '/classpro/myCourse' })).toBe(true);
    expect(shouldAutoCheck({ ...base, desktop: false })).toBe(false);
    expect(shouldAutoCheck({ ...base, alreadyChecked: true })).toBe(false);
    for (const path of ['/', '/parent/index', '/h5/login', '/classprofile', '/activity/detail/1']) {
      expect(shouldAutoCheck({ ...base, path })).toBe(false);
    }
  });

  it('reads the hash path without its query', () => {
    window.location.hash = '#/classpro/myCourse?tab=2';
    expect(currentHashPath()).toBe('/classpro/myCourse');
  });
});

describe('the hasAutoUpdateChecked flag', () => {
  it('is kept in localStorage under its spec key', () => {
    clearAutoUpdateFlag();
    expect(hasAutoUpdateChecked()).toBe(false);
    markAutoUpdateChecked();
    expect(localStorage.getItem('hasAutoUpdateChecked')).toBe('true');
    expect(hasAutoUpdateChecked()).toBe(true);
    clearAutoUpdateFlag();
    expect(localStorage.getItem('hasAutoUpdateChecked')).toBeNull();
  });
});

describe('platform/desktop', () => {
  it('reports no desktop on the web', () => {
    uninstallDesktop();
    expect(desktop()).toBeUndefined();
    expect(isDesktop()).toBe(false);
  });
});

describe('useAutoUpdateCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    window.location.hash = '#/classpro';
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks once, 1 s after start, and clears the flag when already up to date', async () => {
    const fake = fakeDesktop();
    localStorage.setItem('unrelated', 'x');
    const { rerender } = renderHook(() => useAutoUpdateCheck(fake.api));
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.api.checkForUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.api.checkForUpdate).toHaveBeenCalledWith({ manual: false });
    rerender();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.api.checkForUpdate).toHaveBeenCalledTimes(1);
    expect(hasAutoUpdateChecked()).toBe(false);
  });

  it('does not check when the flag is set, or off a classpro route, or on the web', async () => {
    const fake = fakeDesktop();
    markAutoUpdateChecked();
    renderHook(() => useAutoUpdateCheck(fake.api));
    await vi.advanceTimersByTimeAsync(2000);
    clearAutoUpdateFlag();
    window.location.hash = '#/parent/index';
    renderHook(() => useAutoUpdateCheck(fake.api));
    await vi.advanceTimersByTimeAsync(2000);
    renderHook(() => useAutoUpdateCheck(undefined));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.api.checkForUpdate).not.toHaveBeenCalled();
  });

  it('leaves the flag alone when a newer version is offered (it is set when the user chooses)', async () => {
    const fake = fakeDesktop({ status: 1, version: '1.2.0', currentVersion: '1.0.0' });
    renderHook(() => useAutoUpdateCheck(fake.api));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.api.checkForUpdate).toHaveBeenCalledTimes(1);
    expect(hasAutoUpdateChecked()).toBe(false);
  });

  it('unmounting before 1 s cancels the check', async () => {
    const fake = fakeDesktop();
    const { unmount } = renderHook(() => useAutoUpdateCheck(fake.api));
    unmount();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.api.checkForUpdate).not.toHaveBeenCalled();
  });
});
