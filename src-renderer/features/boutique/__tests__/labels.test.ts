import { describe, expect, it } from 'vitest';
import { clock, durationLabel, priceLabel, resumeAt, startLesson, whenLabel } from '../labels';

describe('boutique labels', () => {
  it('shows prices in yuan from fen, and 免费', () => {
    expect(priceLabel(2_900)).toBe('¥29.00');
    expect(priceLabel(1_990)).toBe('¥19.90');
    expect(priceLabel(0)).toBe('免费');
  });

  it('says lengths and positions in Chinese', () => {
    expect(durationLabel(45)).toBe('45秒');
    expect(durationLabel(750)).toBe('12分30秒');
    expect(durationLabel(3_900)).toBe('1小时5分');
    expect(clock(7.9)).toBe('00:07');
    expect(clock(3_723)).toBe('1:02:03');
  });

  it('says when a course was last watched', () => {
    const now = Date.parse('2026-11-25T08:00:00Z');
    expect(whenLabel('2026-11-25T07:59:30Z', now)).toBe('刚刚');
    expect(whenLabel('2026-11-25T07:30:00Z', now)).toBe('30分钟前');
    expect(whenLabel('2026-11-25T03:00:00Z', now)).toBe('5小时前');
  });

  it('opens the lesson asked for, else the last watched, else the first not completed', () => {
    const lessons = [
      { id: 1, completed: true },
      { id: 2, completed: false },
      { id: 3, completed: false },
    ];
    expect(startLesson(lessons, 3, 1)).toBe(3);
    expect(startLesson(lessons, 99, 1)).toBe(1);
    expect(startLesson(lessons, null, null)).toBe(2);
    expect(
      startLesson(
        lessons.map((l) => ({ ...l, completed: true })),
        null,
        null,
      ),
    ).toBe(1);
    expect(startLesson([], null, null)).toBeUndefined();
  });

  it('resumes at the saved position unless the lesson was played to its end', () => {
    expect(resumeAt(5.4, 12)).toBe(5.4);
    expect(resumeAt(0.2, 12)).toBe(0);
    expect(resumeAt(11.5, 12)).toBe(0);
  });
});
