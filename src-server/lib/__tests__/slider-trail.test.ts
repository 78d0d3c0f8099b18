import { describe, expect, it } from 'vitest';
import { judgeTrail } from '../slider';

const W = 300;
/** `n` evenly spaced points from 0 to `to`, `dt` ms apart. */
const drag = (n: number, dt: number, to = W): [number, number][] =>
  Array.from({ length: n }, (_, i) => [i * dt, Math.round((to * i) / (n - 1))]);

describe('slider trail judge', () => {
  it('accepts a human drag and one shaped like Playwright steps: 20 with small waits', () => {
    expect(judgeTrail(drag(30, 25), W)).toEqual({ ok: true });
    // mouse.down, wait ~100 ms, 20 quick steps (a few ms each), a short wait, release.
    const pw: [number, number][] = [[0, 0], ...drag(20, 3).map(([t, x]) => [t + 100, x] as [number, number])];
    pw.push([pw.at(-1)![0] + 60, W]);
    expect(judgeTrail(pw, W)).toEqual({ ok: true });
    // A human wobble backwards and a few events in the same millisecond are fine.
    const wobble = drag(30, 25);
    wobble[10] = [wobble[10]![0], wobble[9]![1] - 3];
    wobble[11] = [wobble[10]![0], wobble[11]![1]];
    expect(judgeTrail(wobble, W).ok).toBe(true);
  });

  it('refuses an instant one-step jump, however long the script waits around it', () => {
    expect(
      judgeTrail(
        [
          [0, 0],
          [5, W],
        ],
        W,
      ).ok,
    ).toBe(false);
    expect(
      judgeTrail(
        [
          [0, 0],
          [400, W],
          [800, W],
        ],
        W,
      ).ok,
    ).toBe(false);
    // Many points, but the handle teleports.
    const teleport = drag(12, 50, 20);
    teleport.push([700, W]);
    expect(judgeTrail(teleport, W)).toMatchObject({ ok: false, reason: 'jump' });
  });

  it('refuses a drag that is too fast, too slow, goes back in time, or misses either end', () => {
    expect(judgeTrail(drag(20, 3), W)).toMatchObject({ ok: false, reason: 'too fast' });
    expect(judgeTrail(drag(20, 4000), W)).toMatchObject({ ok: false, reason: 'too slow' });
    const back = drag(20, 30);
    back[5] = [back[3]![0], back[5]![1]];
    expect(judgeTrail(back, W)).toMatchObject({ ok: false, reason: 'time goes back' });
    expect(judgeTrail(drag(20, 30, W - 40), W)).toMatchObject({ ok: false, reason: 'does not reach the end' });
    const late = drag(20, 30).map(([t, x]) => [t, Math.min(W, x + 40)] as [number, number]);
    expect(judgeTrail(late, W)).toMatchObject({ ok: false, reason: 'does not start at 0' });
    expect(judgeTrail(drag(5, 100), W)).toMatchObject({ ok: false, reason: 'too few points' });
  });
});
