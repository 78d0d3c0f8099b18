// Draws the app icon in pure Node (no image tools): build/icon.png (512x512, also used for macOS and Linux) and
// build/icon.ico (16-256 px, PNG-compressed entries, as Windows Vista and later read them), and the web app's
// resources/public/favicon.ico (16-48 px).
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The design, in unit coordinates: a blue rounded square, an open white book, an orange sun above it.
const inRoundedRect = (x, y, inset, r) => {
  const lo = inset + r;
  const hi = 1 - inset - r;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && dx * dx + dy * dy <= r * r;
};
const inPolygon = (x, y, pts) => {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const LEFT_PAGE = [
  [0.2, 0.4],
  [0.485, 0.46],
  [0.485, 0.8],
  [0.2, 0.74],
];
const RIGHT_PAGE = [
  [0.515, 0.46],
  [0.8, 0.4],
  [0.8, 0.74],
  [0.515, 0.8],
];
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

function sample(x, y) {
  if (!inRoundedRect(x, y, 0.03, 0.2)) return null;
  if (inPolygon(x, y, LEFT_PAGE) || inPolygon(x, y, RIGHT_PAGE)) return [255, 255, 255];
  const sx = x - 0.5;
  const sy = y - 0.25;
  if (sx * sx + sy * sy <= 0.085 * 0.085) return [255, 158, 28];
  return mix([74, 134, 255], [32, 84, 224], (x + y) / 2);
}

function render(size) {
  const ss = size >= 64 ? 4 : 8; // supersampling per axis
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = sample((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a++;
        }
      }
      const o = (py * size + px) * 4;
      if (a) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round((a / (ss * ss)) * 255);
    }
  }
  return png(size, out);
}

function ico(sizes) {
  const images = sizes.map(render);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const e = 6 + 16 * i;
    header[e] = size >= 256 ? 0 : size;
    header[e + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, e + 4); // planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}

mkdirSync('build', { recursive: true });
writeFileSync('build/icon.png', render(512));
writeFileSync('build/icon.ico', ico([16, 24, 32, 48, 64, 128, 256]));
// The web app's favicon (Vite copies resources/public into the build): browsers ask for /favicon.ico on every load.
mkdirSync('resources/public', { recursive: true });
writeFileSync('resources/public/favicon.ico', ico([16, 32, 48]));
console.log('icons written: build/icon.png, build/icon.ico, resources/public/favicon.ico');
