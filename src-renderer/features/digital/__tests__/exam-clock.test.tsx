import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExamClock, { parseExamDuration } from '../components/exam-clock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts a `duration` exam of 数学 with speech recorded; returns what was said. */
function startExam(duration: string) {
  vi.useFakeTimers();
  const spoken: string[] = [];
  vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text) });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      constructor(public text: string) {}
    },
  );
  render(<ExamClock onClose={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: '数学' }));
  fireEvent.change(screen.getByRole('textbox', { name: /考试时长/ }), { target: { value: duration } });
  fireEvent.click(screen.getByRole('button', { name: '开始考试' }));
  return spoken;
}
const pass = (minutes: number) => act(() => vi.advanceTimersByTime(minutes * 60_000));
const reminder = () => screen.getByTestId('exam-reminder').textContent;

describe('exam clock', () => {
  it('reads whole minutes and m:ss, and refuses zero, bad text and more than 300 minutes', () => {
    expect(parseExamDuration('90')).toBe(5400);
    expect(parseExamDuration('45：30')).toBe(2730);
    expect(parseExamDuration('300')).toBe(18000);
    for (const bad of ['0', '301', '1:75', 'abc', '']) expect(parseExamDuration(bad)).toBeNull();
  });

  it('reminds at 30, 10 and 5 minutes before the end, shown and spoken, and says when time is up', () => {
    const spoken = startExam('40');
    expect(screen.getByTestId('exam-left').textContent).toBe('40:00');
    expect(reminder()).toBe('');
    pass(10);
    expect(reminder()).toBe('距离考试结束还有30分钟');
    pass(20);
    expect(reminder()).toBe('距离考试结束还有10分钟');
    pass(5);
    expect(reminder()).toBe('距离考试结束还有5分钟');
    pass(5);
    expect(screen.getByTestId('exam-left').textContent).toBe('00:00');
    expect(reminder()).toBe('考试时间到，请停笔');
    expect(spoken).toEqual([
      '距离考试结束还有30分钟',
      '距离考试结束还有10分钟',
      '距离考试结束还有5分钟',
      '考试时间到，请停笔',
    ]);
  });

  it('does not announce reminders already passed at the start, and works without speech synthesis', () => {
    vi.useFakeTimers();
    vi.stubGlobal('speechSynthesis', undefined);
    render(<ExamClock onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: '考试科目' }), { target: { value: '科学' } });
    fireEvent.change(screen.getByRole('textbox', { name: /考试时长/ }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '开始考试' }));
    expect(screen.getByRole('heading', { name: '科学' })).toBeTruthy();
    expect(screen.getByTestId('exam-left').textContent).toBe('08:00');
    pass(2);
    expect(reminder()).toBe('');
    pass(1);
    expect(reminder()).toBe('距离考试结束还有5分钟');
  });
});
