/**
 * Splits the class into `n` groups at random: a Fisher-Yates shuffle dealt round the groups, so group sizes differ by
 * at most one. `n` is limited to 1..class size.
 */
export function splitGroups<T>(pupils: readonly T[], n: number, random: () => number = Math.random): T[][] {
  const k = Math.max(1, Math.min(n, pupils.length));
  const a = [...pupils];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  const groups: T[][] = Array.from({ length: pupils.length ? k : 0 }, () => []);
  a.forEach((p, i) => groups[i % k]!.push(p));
  return groups;
}
