import type { Browser } from 'playwright-core';
import { budgetOf, gzipOf, readBudgets, walkEntries, type BudgetEntry } from '../../scripts/budgets/static-walk.mjs';
import { DESKTOP, PHONE, WEB_DIR } from './harness';

export interface EntryFigure {
  entry: BudgetEntry;
  /** Every JavaScript file the browser requested, relative to out/web. */
  files: string[];
  /** Their gzip size (level 9), bytes. */
  gzip: number;
  budget: number;
  /** What the static walk of the build predicted for the entry (the build's own check). */
  predicted: string[];
  /** Largest contentful paint after navigation start, ms (null if the browser reported none). */
  lcpMs: number | null;
}

// Run in the page (strings: this project's Node typings have no DOM).
const OBSERVE_LCP = `new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__lcp = e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;
const AFTER_NEXT_FRAME = 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))';

/**
 * Opens each budgeted entry (scripts/budgets/entries.json) in a fresh browser context against a running server that
 * serves the built app, and records every JavaScript file it fetches until the network is idle on the page the
 * guard lands on, and the largest contentful paint. `teacherToken` signs the signed-in entries in.
 */
export async function measureEntries(browser: Browser, baseUrl: string, teacherToken?: string) {
  const budgets = readBudgets();
  const predicted = new Map(walkEntries(WEB_DIR).map((w) => [w.entry.name, w.files]));
  const figures: EntryFigure[] = [];
  // One throwaway load first: a server just started reads its files and compiles its handlers on the first requests,
  // which a user of a running server does not wait for, and the first entry (/) has an LCP budget.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto(`${baseUrl}/#/classpro/login`, { waitUntil: 'networkidle' });
  await warm.close();
  for (const entry of budgets.entries) {
    const context = await browser.newContext({ viewport: entry.phone ? PHONE : DESKTOP, locale: 'zh-CN' });
    if (entry.signedIn) {
      if (!teacherToken) throw new Error(`${entry.name} needs a signed-in teacher`);
      await context.addCookies([{ name: 'Admin-Token', value: teacherToken, url: baseUrl, sameSite: 'Strict' }]);
    }
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE_LCP });
    const files = new Set<string>();
    page.on('request', (r) => {
      // The entry is the page's own document: the teacher shell's hidden chat frame (a separate page it warms up, which
      // the app's own frame-ancestors 'self' now lets load) is not part of it.
      if (r.frame() !== page.mainFrame()) return;
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(path.replace(/^\//, ''));
    });
    await page.goto(`${baseUrl}/#${entry.path}`);
    await page.waitForURL((u) => u.hash.split('?')[0] === `#${entry.lands}`);
    await page.waitForLoadState('networkidle');
    // LCP is reported after the frame that painted it.
    await page.evaluate(AFTER_NEXT_FRAME);
    const lcpMs = (await page.evaluate('window.__lcp ?? null')) as number | null;
    await context.close();
    const list = [...files].sort();
    figures.push({
      entry,
      files: list,
      gzip: list.reduce((s, f) => s + gzipOf(WEB_DIR, f), 0),
      budget: budgetOf(budgets, entry),
      predicted: predicted.get(entry.name) ?? [],
      lcpMs: lcpMs === null ? null : Math.round(lcpMs),
    });
  }
  return figures;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A Markdown table of the figures (for `npm run bench` and failure messages). */
export function figureTable(figures: EntryFigure[], baseline?: Map<string, EntryFigure>) {
  const rows = ['| Entry | Path | JS files | JS gzip | budget | LCP |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  for (const f of figures) {
    const b = baseline?.get(f.entry.name);
    const was = b ? ` (was ${kb(b.gzip)}, ${b.files.length} files)` : '';
    const lcp = f.lcpMs === null ? 'n/a' : `${f.lcpMs} ms${f.entry.lcpMs ? ` (≤ ${f.entry.lcpMs})` : ''}`;
    rows.push(
      `| ${f.entry.name} | \`#${f.entry.path}\` | ${f.files.length} | ${kb(f.gzip)}${was} | ${kb(f.budget)} | ${lcp} |`,
    );
  }
  return rows.join('\n');
}

/**
 * The paint floor of this browser on this machine right now: LCP of a page holding one heading, fulfilled without
 * the network. The baseline the entries' LCP is printed against (a loaded machine raises both).
 */
export async function paintFloor(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVE_LCP });
  const url = `${baseUrl}/__paint-floor.html`;
  await page.route(url, (r) =>
    r.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h2 style="font:700 28px sans-serif">教师登录</h2>' }),
  );
  await page.goto(url);
  await page.evaluate(AFTER_NEXT_FRAME);
  const lcp = (await page.evaluate('window.__lcp ?? null')) as number | null;
  await context.close();
  return lcp === null ? null : Math.round(lcp);
}
