/**
 * Region matching (spec sections 4 and 9): a detected province is matched against the supported-region list
 * ignoring suffixes, so 四川 matches 四川省, 北京 matches 北京市 and 广西 matches 广西壮族自治区. Default 全国.
 */
export const NATIONWIDE = '全国';

/** Longest first, so 维吾尔自治区 is removed before 自治区 would leave 维吾尔 behind. */
const SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市'] as const;

/** The bare name of a province-level region: 广西壮族自治区 → 广西, 北京市 → 北京, 香港特别行政区 → 香港. */
export function normalizeRegionName(name: string): string {
  const trimmed = name.trim();
  for (const suffix of SUFFIXES) {
    if (trimmed.endsWith(suffix) && trimmed.length > suffix.length) return trimmed.slice(0, -suffix.length);
  }
  return trimmed;
}

export interface RegionOption {
  id: number;
  name: string;
}

/**
 * The supported region for a detected province, or the nationwide entry (or null when the list has none) when
 * nothing matches. An empty province (unknown, private or foreign address) gives the nationwide entry.
 */
export function matchRegion<T extends RegionOption>(province: string, supported: readonly T[]): T | null {
  const nationwide = supported.find((r) => r.name === NATIONWIDE) ?? null;
  const key = normalizeRegionName(province);
  if (!key || key === NATIONWIDE) return nationwide;
  return supported.find((r) => r.name !== NATIONWIDE && normalizeRegionName(r.name) === key) ?? nationwide;
}
