import { describe, expect, it } from 'vitest';
import { MENU_FLAGS, parseChannel, parseMenuFlags } from '../config';

describe('channel menu config', () => {
  it('parses a keyValue with all 16 flags', () => {
    const json = JSON.stringify(Object.fromEntries(MENU_FLAGS.map((f, i) => [f, i % 2])));
    const flags = parseMenuFlags(json);
    expect(flags?.recommend).toBe(0);
    expect(flags?.digitalBook).toBe(1);
    expect(Object.keys(flags ?? {})).toHaveLength(16);
  });

  it('treats a missing flag as 0 and accepts booleans and "1"', () => {
    expect(parseMenuFlags('{"recommend":true,"myClass":"1"}')).toMatchObject({
      recommend: 1,
      myClass: 1,
      aiCourse: 0,
    });
  });

  it('returns null for broken JSON or a flag that is not 0 or 1', () => {
    expect(parseMenuFlags('{oops')).toBeNull();
    expect(parseMenuFlags('{"recommend":2}')).toBeNull();
    expect(parseMenuFlags('[]')).toBeNull();
  });

  it('falls back to cuiya for a missing or unknown channel', () => {
    expect(parseChannel('aigc')).toBe('aigc');
    expect(parseChannel(undefined)).toBe('cuiya');
    expect(parseChannel('evil')).toBe('cuiya');
    expect(parseChannel(['aigc'])).toBe('cuiya');
  });
});
