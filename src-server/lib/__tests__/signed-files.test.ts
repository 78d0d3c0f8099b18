import { describe, expect, it } from 'vitest';
import { parseRange } from '../signed-files';

// The two stores used to parse ranges differently (`bytes=-` was 416 for textbooks and the whole file for course
// media); both now follow RFC 9110: an invalid range header is ignored, an unsatisfiable one answers 416.
describe('parseRange', () => {
  const size = 1000;
  it('serves the whole file without a range, or with one it does not honour', () => {
    expect(parseRange(undefined, size)).toBeNull();
    expect(parseRange('bytes=-', size)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', size)).toBeNull();
    expect(parseRange('items=0-10', size)).toBeNull();
  });
  it('gives a bounded, an open and a suffix range', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
  });
  it('clamps an end past the file and a suffix longer than it', () => {
    expect(parseRange('bytes=990-5000', size)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
  });
  it('refuses ranges that start past the end or run backwards', () => {
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
  });
});
