import { randomInt } from 'node:crypto';
import jpeg from 'jpeg-js';
import { CAPTCHA_CHARS, GLYPHS } from './font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const LENGTH = 4;

type Rgb = [number, number, number];
const rand = (min: number, max: number) => min + Math.random() * (max - min);

export function randomText(length = LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return s;
}

/** An RGBA canvas with the few drawing operations a captcha needs. */
class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }
  set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thick: number) {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      for (let dx = 0; dx < thick; dx++) for (let dy = 0; dy < thick; dy++) this.set(x + dx, y + dy, color);
    }
  }
}

/** Space kept clear on every side, so no frame that shows the whole image cuts a character. */
const MARGIN = 5;

/** A glyph's ink box in the image, and how many pixels it inked. */
export interface GlyphBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  inked: number;
}

/** One glyph, scaled, rotated and sheared: the inked pixels relative to its centre, mapped back into the font. */
function glyphPixels(ch: string, scale: number): [number, number][] {
  const rows = GLYPHS[ch]!;
  const angle = rand(-0.25, 0.25);
  const shear = rand(-0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(6 * scale);
  const out: [number, number][] = [];
  for (let y = -reach; y <= reach; y++) {
    for (let x = -reach; x <= reach; x++) {
      const u = (x * cos + y * sin) / scale;
      const v = (-x * sin + y * cos) / scale;
      const gx = Math.floor(u + shear * v + 2.5);
      const gy = Math.floor(v + 3.5);
      if (rows[gy]?.[gx] === '1') out.push([x, y]);
    }
  }
  return out;
}

const extent = (px: [number, number][]) => ({
  minX: Math.min(...px.map((p) => p[0])),
  maxX: Math.max(...px.map((p) => p[0])),
  minY: Math.min(...px.map((p) => p[1])),
  maxY: Math.max(...px.map((p) => p[1])),
});

/**
 * Lays the glyphs out left to right by their real ink, with gaps spread over the width inside the margin, so the
 * whole code always fits the image (a centre-based layout let rotated first characters run off the left edge).
 */
function layoutGlyphs(text: string, c: Canvas): GlyphBox[] {
  for (let scale = 3.4; ; scale -= 0.2) {
    const glyphs = [...text].map((ch) => glyphPixels(ch, rand(scale - 0.3, scale)));
    const boxes = glyphs.map(extent);
    const inkWidth = boxes.reduce((sum, b) => sum + b.maxX - b.minX + 1, 0);
    const free = c.width - 2 * MARGIN - inkWidth;
    const tooTall = boxes.some((b) => b.maxY - b.minY + 1 > c.height - 2 * MARGIN);
    if ((free < glyphs.length * 2 || tooTall) && scale > 2) continue;
    const gap = free / (glyphs.length + 1);
    let x = MARGIN + gap * rand(0.3, 1);
    return glyphs.map((px, i) => {
      const b = boxes[i]!;
      const cx = Math.round(x - b.minX);
      const lowest = MARGIN - b.minY;
      const highest = c.height - 1 - MARGIN - b.maxY;
      const cy = Math.round(rand(lowest, highest));
      const color = darkColor();
      for (const [dx, dy] of px) c.set(cx + dx, cy + dy, color);
      x = cx + b.maxX + 1 + gap * rand(0.7, 1.3);
      return { left: cx + b.minX, right: cx + b.maxX, top: cy + b.minY, bottom: cy + b.maxY, inked: px.length };
    });
  }
}

const darkColor = (): Rgb => [randomInt(10, 120), randomInt(10, 120), randomInt(40, 160)];

/** Draws `text` with noise (speckles, lines) and returns the JPEG bytes and where each glyph's ink lies. */
export function renderCaptcha(text: string): { jpeg: Buffer; glyphs: GlyphBox[] } {
  const c = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const base: Rgb = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++) {
      const n = randomInt(-12, 12);
      c.set(x, y, [base[0] + n, base[1] + n, base[2] + n].map((v) => Math.max(0, Math.min(255, v))) as Rgb);
    }
  for (let i = 0; i < 4; i++) {
    const color: Rgb = [randomInt(120, 200), randomInt(120, 200), randomInt(120, 200)];
    c.line(rand(0, 20), rand(0, 40), rand(100, 120), rand(0, 40), color, 1);
  }
  const glyphs = layoutGlyphs(text, c);
  for (let i = 0; i < 2; i++) c.line(rand(0, 10), rand(5, 35), rand(110, 120), rand(5, 35), darkColor(), 1);
  for (let i = 0; i < 160; i++) c.set(randomInt(c.width), randomInt(c.height), darkColor());
  return { jpeg: jpeg.encode({ data: c.data, width: c.width, height: c.height }, 75).data, glyphs };
}

/** The captcha image of `text` as JPEG bytes. */
export const drawCaptcha = (text: string): Buffer => renderCaptcha(text).jpeg;
