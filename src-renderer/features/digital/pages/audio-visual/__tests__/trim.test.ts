import { describe, expect, it } from 'vitest';
import { keptOf, pulledBack, resumeAt, withFragment } from '../trim';

describe('the teacher player’s trim', () => {
  const kept = { start: 1, end: 4 };

  it('plays the whole media when nothing was cut, else the kept part within the measured duration', () => {
    expect(keptOf(null, 8)).toEqual({ start: 0, end: 8 });
    expect(keptOf(kept, 8)).toEqual(kept);
    expect(keptOf({ start: 1, end: 8.4 }, 8)).toEqual({ start: 1, end: 8 });
    expect(keptOf(kept, 0)).toEqual(kept);
  });

  it('asks the browser for the kept part with a media fragment', () => {
    expect(withFragment('/files/v.mp4?e=1&s=x', kept)).toBe('/files/v.mp4?e=1&s=x#t=1,4');
    expect(withFragment('/files/v.mp4', null)).toBe('/files/v.mp4');
  });

  it('pulls a seek outside back to the nearest edge, and leaves the inside alone', () => {
    expect(pulledBack(0.2, kept, true)).toBe(1);
    expect(pulledBack(6, kept, true)).toBe(4);
    expect(pulledBack(2.5, kept, true)).toBeNull();
    expect(pulledBack(0.9, kept, true)).toBeNull();
    expect(pulledBack(0.2, kept, false)).toBeNull();
  });

  it('resumes inside the kept part, from the in-point when the saved place is outside or at the end', () => {
    expect(resumeAt(2, kept)).toBe(2);
    expect(resumeAt(0, kept)).toBe(1);
    expect(resumeAt(3.8, kept)).toBe(1);
    expect(resumeAt(7, kept)).toBe(1);
  });
});
