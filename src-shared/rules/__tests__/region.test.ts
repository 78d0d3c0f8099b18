import { describe, expect, it } from 'vitest';
import { matchRegion, NATIONWIDE, normalizeRegionName } from '../region';

const SUPPORTED = [
  { id: 1, name: '全国' },
  { id: 2, name: '北京市' },
  { id: 3, name: '四川省' },
  { id: 4, name: '广西壮族自治区' },
  { id: 5, name: '新疆维吾尔自治区' },
  { id: 6, name: '宁夏回族自治区' },
  { id: 7, name: '内蒙古自治区' },
  { id: 8, name: '香港特别行政区' },
  { id: 9, name: '广东省' },
];

describe('region names', () => {
  it.each([
    ['四川省', '四川'],
    ['北京市', '北京'],
    ['广西壮族自治区', '广西'],
    ['新疆维吾尔自治区', '新疆'],
    ['宁夏回族自治区', '宁夏'],
    ['西藏自治区', '西藏'],
    ['内蒙古自治区', '内蒙古'],
    ['香港特别行政区', '香港'],
    [' 广东 ', '广东'],
    ['全国', '全国'],
    ['', ''],
  ])('normalizes %s to %s', (name, bare) => {
    expect(normalizeRegionName(name)).toBe(bare);
  });

  it('does not strip a suffix that is the whole name', () => {
    expect(normalizeRegionName('市')).toBe('市');
  });
});

describe('matching a detected province', () => {
  it.each([
    ['四川省', '四川省'],
    ['四川', '四川省'],
    ['北京', '北京市'],
    ['北京市', '北京市'],
    ['广西', '广西壮族自治区'],
    ['广西壮族自治区', '广西壮族自治区'],
    ['新疆', '新疆维吾尔自治区'],
    ['宁夏', '宁夏回族自治区'],
    ['内蒙古', '内蒙古自治区'],
    ['香港', '香港特别行政区'],
  ])('matches %s to %s ignoring suffixes', (province, expected) => {
    expect(matchRegion(province, SUPPORTED)?.name).toBe(expected);
  });

  it.each(['', '   ', '河南省', '华盛顿', '全国', '川'])('falls back to 全国 for %j', (province) => {
    expect(matchRegion(province, SUPPORTED)).toEqual({ id: 1, name: NATIONWIDE });
  });

  it('answers null when nothing matches and there is no 全国 entry', () => {
    expect(matchRegion('河南', [{ id: 3, name: '四川省' }])).toBeNull();
    expect(matchRegion('四川', [{ id: 3, name: '四川省' }])).toEqual({ id: 3, name: '四川省' });
  });
});
