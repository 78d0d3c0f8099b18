import { encodePng } from '../../lib/png';

/** The demo pictures of the resource library, drawn by code (640×400 RGB PNGs). */
const W = 640;
const H = 400;
type RGB = [number, number, number];

class Canvas {
  px = new Uint8Array(W * H * 3);
  fill(c: RGB) {
    for (let i = 0; i < W * H; i++) this.px.set(c, i * 3);
  }
  dot(x: number, y: number, c: RGB) {
    if (x >= 0 && y >= 0 && x < W && y < H) this.px.set(c, (Math.floor(y) * W + Math.floor(x)) * 3);
  }
  rect(x: number, y: number, w: number, h: number, c: RGB) {
    for (let j = Math.max(0, y); j < Math.min(H, y + h); j++)
      for (let i = Math.max(0, x); i < Math.min(W, x + w); i++) this.dot(i, j, c);
  }
  circle(cx: number, cy: number, r: number, c: RGB, ring = 0) {
    for (let j = Math.floor(cy - r); j <= cy + r; j++)
      for (let i = Math.floor(cx - r); i <= cx + r; i++) {
        const d = Math.hypot(i - cx, j - cy);
        if (d <= r && (!ring || d >= r - ring)) this.dot(i, j, c);
      }
  }
  png() {
    return encodePng(W, H, this.px);
  }
}

/** The sun and the eight planets in their orbits. */
function planets(): Buffer {
  const c = new Canvas();
  c.fill([12, 18, 40]);
  for (let i = 0; i < 160; i++) c.dot((i * 397) % W, (i * 211) % H, [200, 200, 220]);
  const cx = 40;
  const cy = H / 2;
  c.circle(cx, cy, 70, [255, 196, 60]);
  const bodies: [number, number, RGB][] = [
    [120, 5, [170, 160, 150]],
    [160, 9, [230, 190, 120]],
    [205, 10, [70, 130, 220]],
    [250, 7, [210, 90, 60]],
    [330, 26, [220, 170, 120]],
    [420, 21, [230, 200, 140]],
    [500, 15, [150, 220, 230]],
    [575, 14, [70, 100, 230]],
  ];
  for (const [r, size, col] of bodies) {
    c.circle(cx, cy, r, [60, 70, 100], 1);
    const a = (r % 7) / 10 - 0.3;
    c.circle(cx + r * Math.cos(a), cy + r * Math.sin(a), size, col);
  }
  c.circle(cx + 420 * Math.cos(0.3), cy + 420 * Math.sin(0.3), 34, [200, 180, 130], 3);
  return c.png();
}

/** A meander (回纹) band pattern, repeated. */
function pattern(): Buffer {
  const c = new Canvas();
  c.fill([250, 240, 220]);
  const red: RGB = [170, 40, 40];
  const s = 8;
  for (let row = 0; row < 3; row++) {
    const y0 = 40 + row * 120;
    for (let x0 = 20; x0 < W - 80; x0 += 80) {
      // One meander unit on an 8-pixel grid: a square spiral.
      c.rect(x0, y0, 8 * s, s, red);
      c.rect(x0 + 7 * s, y0, s, 8 * s, red);
      c.rect(x0 + 2 * s, y0 + 7 * s, 6 * s, s, red);
      c.rect(x0 + 2 * s, y0 + 2 * s, s, 6 * s, red);
      c.rect(x0 + 2 * s, y0 + 2 * s, 4 * s, s, red);
      c.rect(x0 + 5 * s, y0 + 2 * s, s, 3 * s, red);
      c.rect(x0, y0, s, 10 * s, red);
      c.rect(x0, y0 + 9 * s, 10 * s, s, red);
    }
  }
  return c.png();
}

/** A floor plan of a school building with green evacuation arrows to the exits. */
function evacuation(): Buffer {
  const c = new Canvas();
  c.fill([245, 247, 250]);
  const wall: RGB = [90, 100, 120];
  c.rect(40, 60, 560, 6, wall);
  c.rect(40, 334, 560, 6, wall);
  c.rect(40, 60, 6, 280, wall);
  c.rect(594, 60, 6, 280, wall);
  for (let i = 1; i < 5; i++) c.rect(40 + i * 112, 60, 4, 110, wall);
  for (let i = 1; i < 5; i++) c.rect(40 + i * 112, 230, 4, 110, wall);
  for (let i = 0; i < 5; i++) {
    c.rect(60 + i * 112, 90, 70, 50, [220, 230, 245]);
    c.rect(60 + i * 112, 260, 70, 50, [220, 230, 245]);
  }
  const green: RGB = [30, 160, 80];
  c.rect(60, 196, 520, 8, green);
  for (let k = 0; k < 4; k++) {
    const x = 60 + k * 6;
    c.rect(x, 192 - k * 3, 6, 16 + k * 6, green);
  }
  for (let k = 0; k < 4; k++) {
    const x = 574 - k * 6;
    c.rect(x, 192 - k * 3, 6, 16 + k * 6, green);
  }
  c.rect(0, 180, 40, 40, [30, 160, 80]);
  c.rect(600, 180, 40, 40, [30, 160, 80]);
  return c.png();
}

export const PICTURES = { planets, pattern, evacuation } as const;
