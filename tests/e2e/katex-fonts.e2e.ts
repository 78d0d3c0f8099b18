import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digitalLectureNotes } from '../../src-server/db/schema';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

// \big, \Big, \bigg and \Bigg draw their brackets from KaTeX_Size1 to Size4; Main and Math set the letters.
const FORMULA = String.raw`\big( \Big( \bigg( \Bigg( \sum_{i=1}^{n} x_i \Bigg) \bigg) \Big) \big)`;
const WANTED = ['KaTeX_Main', 'KaTeX_Math', 'KaTeX_Size1', 'KaTeX_Size2', 'KaTeX_Size3', 'KaTeX_Size4'];

// Issue 34 item 24 (and issue 28.10): a formula is typeset in KaTeX's own fonts, which the page's CSP lets load
// (font-src 'self'). A font the build inlined as a data: URL (KaTeX_Size3 is small enough) is refused and the
// formula's brackets fall back to another font.
describe('formulas', () => {
  it('are typeset in KaTeX fonts, none refused by the CSP', async () => {
    const [note] = await e2e.server.app.db.select().from(digitalLectureNotes).limit(1);
    await e2e.server.app.db
      .update(digitalLectureNotes)
      .set({
        html: `${note!.html}<p>勾股定理：<span data-type="inline-math" data-latex="a^2+b^2=c^2"></span></p><div data-type="block-math" data-latex="${FORMULA}"></div>`,
      })
      .where(eq(digitalLectureNotes.id, note!.id));
    const { page, context } = await newPage(e2e.browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        reportViolation(e.effectiveDirective + ' ' + e.blockedURI.slice(0, 40)))`,
    });
    await signInAs(context, e2e.server, '13800000001');
    await page.goto(`${e2e.server.url}/#/digitalbooks/lectureNotes?bookId=${note!.bookId}`);
    await page.getByRole('button', { name: note!.title }).click({ timeout: 15_000 });
    const article = page.getByRole('article', { name: note!.title });
    await article.locator('.katex-display').waitFor({ timeout: 15_000 });
    const fonts = () =>
      page.evaluate(`document.fonts.ready.then(() => [...document.fonts]
        .filter((f) => f.family.includes('KaTeX'))
        .map((f) => ({ family: f.family.replace(/"/g, ''), status: f.status })))`) as Promise<
        { family: string; status: string }[]
      >;
    const missing = async () => {
      const now = await fonts();
      return WANTED.filter((w) => !now.some((f) => f.family === w && f.status === 'loaded'));
    };
    await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
    expect((await fonts()).filter((f) => f.status === 'error')).toEqual([]);
    // Other directives are not this test's (a library probing for eval is refused by script-src, as it should be).
    expect(violations.filter((v) => /font/i.test(v))).toEqual([]);
    await snap(page, 'katex-lecture-note');
    await context.close();
  });
});
