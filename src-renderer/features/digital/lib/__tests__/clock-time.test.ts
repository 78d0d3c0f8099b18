import { describe, expect, it } from 'vitest';
import { clockDigits, parseClockTime } from '../clock-time';

describe('parseClockTime', () => {
  it('reads m:ss, a full-width colon and whole minutes', () => {
    expect(parseClockTime('2:30')).toBe(150);
    expect(parseClockTime(' 0:05 ')).toBe(5);
    expect(parseClockTime('1：00')).toBe(60);
    expect(parseClockTime('5')).toBe(300);
    expect(parseClockTime('99:59')).toBe(5999);
  });
  it('refuses zero, seconds past 59, letters and empty input', () => {
    for (const bad of ['', '0', '0:00', '1:75', 'abc', '1:2:3', '100', '-1']) expect(parseClockTime(bad)).toBeNull();
  });
});

describe('clockDigits', () => {
  it('pads minutes and seconds', () => {
    expect(clockDigits(0)).toBe('00:00');
    expect(clockDigits(179)).toBe('02:59');
    expect(clockDigits(6000)).toBe('100:00');
  });
});
