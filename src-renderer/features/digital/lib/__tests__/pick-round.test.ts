import { describe, expect, it } from 'vitest';
import { drawRound, FIRST_ROUND, type PickRound } from '../pick-round';

const CLASS = [1, 2, 3, 4, 5, 6];

describe('drawRound', () => {
  it('names every pupil once before anyone is named again, then starts round 2', () => {
    let state: PickRound = FIRST_ROUND;
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = drawRound(CLASS, state, 1);
      seen.push(...r.picked);
      state = r.state;
    }
    expect([...seen].sort()).toEqual(CLASS);
    expect(state).toEqual({ round: 2, named: [] });
    const next = drawRound(CLASS, state, 1);
    expect(next.state.round).toBe(2);
    expect(next.state.named).toEqual(next.picked);
  });

  it('draws several different pupils at once, and a draw past the end of the round opens the next', () => {
    const a = drawRound(CLASS, FIRST_ROUND, 4);
    expect(new Set(a.picked).size).toBe(4);
    const b = drawRound(CLASS, a.state, 4);
    expect(new Set(b.picked).size).toBe(4);
    // The two left over come first, then two from the new round.
    const leftOver = CLASS.filter((id) => !a.picked.includes(id));
    expect(b.picked.slice(0, 2).sort()).toEqual(leftOver.sort());
    expect(b.newRound).toBe(true);
    expect(b.state).toEqual({ round: 2, named: b.picked.slice(2) });
  });

  it('never draws more pupils than the class has, and forgets pupils who left', () => {
    expect(drawRound([7, 8], FIRST_ROUND, 5).picked.sort()).toEqual([7, 8]);
    const r = drawRound([1, 2], { round: 1, named: [1, 99] }, 1);
    expect(r.picked).toEqual([2]);
    expect(r.state).toEqual({ round: 2, named: [] });
  });
});
