import { describe, expect, it } from 'vitest';
import { compareVersions, isNewer, isSemver } from '../version';

describe('semantic versions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.9.9', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
    expect(compareVersions('v2.0.1', '2.0.0')).toBe(1);
  });

  it('puts a prerelease before its release and orders prerelease parts', () => {
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0-beta.2', '1.0.0-beta.10')).toBe(-1);
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBe(-1);
    expect(compareVersions('1.0.0-1', '1.0.0-alpha')).toBe(-1);
    expect(compareVersions('1.0.0+build.7', '1.0.0')).toBe(0);
  });

  it('sorts invalid versions below valid ones', () => {
    expect(isSemver('1.0')).toBe(false);
    expect(isSemver('1.2.3-rc.1')).toBe(true);
    expect(compareVersions('junk', '0.0.1')).toBe(-1);
    expect(isNewer('junk', '1.0.0')).toBe(false);
    expect(isNewer('1.0.1', 'junk')).toBe(true);
  });
});
