import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FRAME_DELAY_MS, CHAT_FRAME_LINGER_MS, ChatFrame, chatFrameSrc } from '../components/chat-frame';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const frame = () => screen.queryByTestId('chat-frame');

describe('the hidden chat frame', () => {
  it('is loaded 1 s after start and removed 5 s after it has loaded', () => {
    render(<ChatFrame src="https://ai.example.cn/" />);
    expect(frame()).toBeNull();
    act(() => vi.advanceTimersByTime(CHAT_FRAME_DELAY_MS - 1));
    expect(frame()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).not.toBeNull();
    expect(frame()!.getAttribute('src')).toBe('https://ai.example.cn/');
    // Not loaded yet: it stays however long loading takes.
    act(() => vi.advanceTimersByTime(20_000));
    expect(frame()).not.toBeNull();
    fireEvent.load(frame()!);
    act(() => vi.advanceTimersByTime(CHAT_FRAME_LINGER_MS - 1));
    expect(frame()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).toBeNull();
    // And it does not come back.
    act(() => vi.advanceTimersByTime(60_000));
    expect(frame()).toBeNull();
  });

  it('is invisible and never takes focus', () => {
    render(<ChatFrame src="/" />);
    act(() => vi.advanceTimersByTime(CHAT_FRAME_DELAY_MS));
    const el = frame()!;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.tabIndex).toBe(-1);
    expect(el.style.opacity).toBe('0');
  });

  it('loads nothing without an AI site base', () => {
    render(<ChatFrame src="" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(frame()).toBeNull();
  });

  it('points at the AI chat route when the base is this app itself', () => {
    expect(chatFrameSrc('/', '/AIChat', 'http://school.cn')).toBe('http://school.cn/#/AIChat');
    expect(chatFrameSrc('https://ai.example.cn/', '/AIChat', 'http://school.cn')).toBe('https://ai.example.cn/');
    expect(chatFrameSrc('', '/AIChat', 'http://school.cn')).toBe('');
  });
});
