import { cpus, loadavg } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { figureTable, kb, measureEntries, paintFloor, type EntryFigure } from './budgets-measure';
import { useE2E } from './harness';

// Budgets as a browser sees them (issue 18): every JavaScript file each entry fetches, gzip, against
// scripts/budgets/entries.json; the sign-in's largest contentful paint; and the build's static prediction (its own
// budget check, which runs without a browser) must name every file the browser really fetched.
let figures: EntryFigure[];
let floorMs: number | null;

const e2e = useE2E();
beforeAll(async () => {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/v2/user/vt/login',
    payload: { mobileOrEamil: '13800000001', password: 'Classpro@2026', userType: 'ASSISTANT' },
  });
  // The floor first, as `npm run bench` does: the first page a fresh browser opens pays its start-up, and the first
  // entry (/) is judged too.
  floorMs = await paintFloor(e2e.browser, e2e.server.url);
  figures = await measureEntries(
    e2e.browser,
    e2e.server.url,
    (res.json() as { data: { access_token: string } }).data.access_token,
  );
  console.log(`\n${figureTable(figures)}\n\npaint floor (one heading, no network): ${floorMs} ms\n`);
});

describe('entry budgets in a browser', () => {
  it('every entry downloads no more JavaScript than its budget', () => {
    const over = figures
      .filter((f) => f.gzip > f.budget)
      .map((f) => `${f.entry.name}: ${kb(f.gzip)} > ${kb(f.budget)}`);
    expect(over).toEqual([]);
  });

  it('the build check predicts every file the browser fetched', () => {
    const missed = figures.flatMap((f) =>
      f.files.filter((x) => !f.predicted.includes(x)).map((x) => `${f.entry.name}: ${x}`),
    );
    expect(missed).toEqual([]);
  });

  it('a signed-out deep link fetches nothing of the teacher shell', () => {
    const deep = figures.find((f) => f.entry.path === '/classpro/myClass')!;
    expect(deep.files.filter((f) => /teacher-layout|my-class-page|data-layout/.test(f))).toEqual([]);
  });

  // Judged from navigation start (the target, LCP on localhost), the paint floor of the same run printed beside
  // it. Paint time is CPU time: on a machine running other jobs (load above one per core) the figure is printed, not
  // judged; `npm run bench` prints it beside the paint floor measured in the same run.
  const busy = loadavg()[0]! / cpus().length > 1;
  it.skipIf(busy)('the sign-in page paints its largest content within its budget', () => {
    expect(floorMs).not.toBeNull();
    for (const f of figures.filter((x) => x.entry.lcpMs)) {
      expect(f.lcpMs, f.entry.name).not.toBeNull();
      expect(f.lcpMs!, f.entry.name).toBeLessThanOrEqual(f.entry.lcpMs!);
    }
  });
});
