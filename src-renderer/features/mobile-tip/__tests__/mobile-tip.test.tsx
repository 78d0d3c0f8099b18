import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileTip } from '../components/mobile-tip';
import { IN_APP_FALLBACK_MS, isMobileBrowser, isPhoneArea, OPEN_APP_FALLBACK_MS, openApp } from '../open-app';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const WECHAT = `${IPHONE} MicroMessenger/8.0.40`;
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('open in app', () => {
  it('falls back after 3000 ms when the page is still in front', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const fallback = vi.fn();
    openApp({ ua: IPHONE, route: '/classpro', go, visible: () => true, fallback });
    expect(go).toHaveBeenCalledWith('classpro://open?path=%2Fclasspro');
    vi.advanceTimersByTime(OPEN_APP_FALLBACK_MS - 1);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fallback).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledOnce();
  });

  it('waits 2000 ms in an in-app browser, and not at all when the app took over', () => {
    vi.useFakeTimers();
    const fallback = vi.fn();
    openApp({ ua: WECHAT, route: '/', go: vi.fn(), visible: () => true, fallback });
    vi.advanceTimersByTime(IN_APP_FALLBACK_MS);
    expect(fallback).toHaveBeenCalledOnce();
    const fallback2 = vi.fn();
    openApp({ ua: IPHONE, route: '/', go: vi.fn(), visible: () => false, fallback: fallback2 });
    vi.advanceTimersByTime(OPEN_APP_FALLBACK_MS);
    expect(fallback2).not.toHaveBeenCalled();
  });

  it('tells phones from computers', () => {
    expect(isMobileBrowser(IPHONE)).toBe(true);
    expect(isMobileBrowser(DESKTOP)).toBe(false);
  });

  it('knows the phone-first areas', () => {
    for (const p of ['/parent/index', '/h5/index', '/classproBook/home'])
      expect(isPhoneArea(p, '/classproBook')).toBe(true);
    for (const p of ['/classpro/home', '/author/home', '/']) expect(isPhoneArea(p, '/classproBook')).toBe(false);
  });
});

describe('the banner', () => {
  it('shows once per session on a phone, never on a computer', () => {
    render(<MobileTip ua={DESKTOP} />);
    expect(screen.queryByTestId('mobile-tip')).toBeNull();
    cleanup();
    render(<MobileTip ua={IPHONE} />);
    expect(screen.getByTestId('mobile-tip')).toBeTruthy();
    expect(sessionStorage.getItem('firstMobileTip')).toBe('1');
    cleanup();
    render(<MobileTip ua={IPHONE} />);
    expect(screen.queryByTestId('mobile-tip')).toBeNull();
  });

  it('closes on request', async () => {
    render(<MobileTip ua={IPHONE} />);
    await act(async () => screen.getByRole('button', { name: '关闭' }).click());
    await vi.waitFor(() => expect(screen.queryByTestId('mobile-tip')).toBeNull());
  });
});
