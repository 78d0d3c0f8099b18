import { describe, expect, it } from 'vitest';
import { splitGroups } from '../lib/groups';

describe('splitGroups', () => {
  it('puts every pupil in exactly one group, sizes differing by at most one', () => {
    const pupils = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (let n = 1; n <= 7; n++) {
      const groups = splitGroups(pupils, n);
      expect(groups).toHaveLength(n);
      expect(groups.flat().sort()).toEqual(pupils);
      const sizes = groups.map((g) => g.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('is random: different draws give different groups', () => {
    const pupils = Array.from({ length: 12 }, (_, i) => i);
    const seen = new Set(Array.from({ length: 10 }, () => JSON.stringify(splitGroups(pupils, 3))));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('never makes more groups than pupils, nor any for an empty class', () => {
    expect(splitGroups(['a', 'b'], 5)).toHaveLength(2);
    expect(splitGroups([], 3)).toEqual([]);
  });
});
