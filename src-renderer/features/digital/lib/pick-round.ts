/** Who has been named in the current round of the class (round-the-class picking, no repeats until all are named). */
export interface PickRound {
  round: number;
  named: number[];
}

export const FIRST_ROUND: PickRound = { round: 1, named: [] };

function takeRandom<T>(from: T[], n: number, random: () => number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/**
 * Draws `count` different pupils among those not yet named this round; when the round runs out, the rest of the
 * draw opens the next round (never naming a pupil twice in one draw). Ids that left the class are ignored.
 */
export function drawRound(
  ids: number[],
  state: PickRound,
  count: number,
  random: () => number = Math.random,
): { picked: number[]; state: PickRound; newRound: boolean } {
  const n = Math.min(Math.max(1, count), ids.length);
  const named = new Set(state.named.filter((id) => ids.includes(id)));
  const left = ids.filter((id) => !named.has(id));
  const first = takeRandom(left, n, random);
  if (first.length === n && named.size + n < ids.length)
    return { picked: first, state: { round: state.round, named: [...named, ...first] }, newRound: false };
  if (first.length === n)
    // This draw names the last pupils of the round: the next draw starts a fresh round.
    return { picked: first, state: { round: state.round + 1, named: [] }, newRound: false };
  const rest = takeRandom(
    ids.filter((id) => !first.includes(id)),
    n - first.length,
    random,
  );
  return { picked: [...first, ...rest], state: { round: state.round + 1, named: rest }, newRound: true };
}
