import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, randomText, renderCaptcha } from '../draw';

// The data-centre captcha cropped its first character (issue 19): every glyph's ink lies inside the image.
const MARGIN = 4;

describe('captcha drawing', () => {
  it('keeps every glyph of every code inside the image, with a margin', () => {
    for (let i = 0; i < 120; i++) {
      const text = randomText();
      const { glyphs } = renderCaptcha(text);
      expect(glyphs).toHaveLength(text.length);
      for (const g of glyphs) {
        expect(g.inked, text).toBeGreaterThan(20);
        expect(g.left, text).toBeGreaterThanOrEqual(MARGIN);
        expect(g.top, text).toBeGreaterThanOrEqual(MARGIN);
        expect(g.right, text).toBeLessThanOrEqual(CAPTCHA_WIDTH - 1 - MARGIN);
        expect(g.bottom, text).toBeLessThanOrEqual(CAPTCHA_HEIGHT - 1 - MARGIN);
      }
      // Glyphs keep their order left to right and do not sit on one another.
      for (let k = 1; k < glyphs.length; k++) expect(glyphs[k]!.left).toBeGreaterThan(glyphs[k - 1]!.left + 6);
    }
  });

  it('is a JPEG of the stated size', () => {
    const img = jpeg.decode(drawCaptcha('AC3K'));
    expect([img.width, img.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
  });
});
