import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious or critical WCAG 2.1 AA findings on the page as it stands, each as `rule: targets` (for specs that check
 * the screens they open; the a11y sweep runs its own list). Colours are read where the screen settles, not halfway
 * through a dialog's 225 ms fade-in: a fast run met a dialog still fading, its text at part opacity.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  return page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as { axe: typeof Axe; document: never };
    const res = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
