import { escapeXml, textWidth, wrapBalanced, wrapText } from './text';

/**
 * Deterministic cover images for the catalogue: a gradient chosen by kind and id, the title wrapped in Chinese, a
 * subject or type label, a footer line and a simple icon. The same row always gives the same bytes.
 */
export type CoverKind = 'ai-course' | 'live-course' | 'book' | 'activity' | 'boutique';

export interface CoverContent {
  kind: CoverKind;
  id: number;
  title: string;
  /** Short label in the top-left pill, e.g. 信息科技 · AI双师课. */
  label: string;
  /** One line at the bottom, e.g. the grade range, teacher or dates. */
  footer: string;
  /** An extra highlighted tag in the top-right (the 纸数融合 tag of paper-digital books). */
  tag?: string;
}

export const FONT = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

/** Hand-picked gradients that all keep white text readable. */
const GRADIENTS: readonly [string, string][] = [
  ['#4f7cff', '#2a3fb8'],
  ['#7b5cff', '#4b2bb3'],
  ['#1fb4a8', '#0b6e7a'],
  ['#ff7a45', '#c2410c'],
  ['#f25c8a', '#a8235a'],
  ['#2fa86a', '#116149'],
  ['#1aa0e0', '#135da8'],
  ['#e0533d', '#9e1f2b'],
  ['#b05cf0', '#6a25a8'],
  ['#e8891a', '#b4470f'],
  ['#3a6ea5', '#1c3a66'],
];
const OFFSET: Record<CoverKind | 'banner', number> = {
  'ai-course': 0,
  'live-course': 3,
  book: 6,
  activity: 8,
  boutique: 1,
  banner: 2,
};

/** The gradient of an item: a step of 5 through 11 gradients, so neighbouring ids never share one. */
export function palette(kind: CoverKind | 'banner', id: number) {
  const [from, to] = GRADIENTS[(id * 5 + OFFSET[kind]) % GRADIENTS.length]!;
  return { from, to, accent: to };
}

/** The kind's icon in an 80×80 box: white shapes with the accent colour for details. */
export function icon(kind: CoverKind, accent: string): string {
  switch (kind) {
    case 'ai-course':
      return `<line x1="40" y1="8" x2="40" y2="20" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<circle cx="40" cy="7" r="5" fill="#fff"/>
<rect x="12" y="20" width="56" height="44" rx="14" fill="#fff" fill-opacity="0.95"/>
<circle cx="29" cy="40" r="6" fill="${accent}"/><circle cx="51" cy="40" r="6" fill="${accent}"/>
<rect x="30" y="52" width="20" height="4" rx="2" fill="${accent}"/>
<rect x="4" y="34" width="6" height="16" rx="3" fill="#fff"/><rect x="70" y="34" width="6" height="16" rx="3" fill="#fff"/>`;
    case 'live-course':
      return `<circle cx="40" cy="40" r="34" fill="#fff" fill-opacity="0.95"/>
<path d="M33 26 L56 40 L33 54 Z" fill="${accent}"/>
<circle cx="68" cy="12" r="7" fill="#ff4d4f" stroke="#fff" stroke-width="2"/>`;
    case 'book':
      return `<path d="M40 18 C30 10 14 10 4 14 V66 C14 62 30 62 40 70 Z" fill="#fff" fill-opacity="0.95"/>
<path d="M40 18 C50 10 66 10 76 14 V66 C66 62 50 62 40 70 Z" fill="#fff" fill-opacity="0.8"/>
<path d="M12 26 H32 M12 36 H32 M12 46 H28 M48 26 H68 M48 36 H68 M48 46 H64" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`;
    case 'activity':
      return `<path d="M22 10 H58 V30 C58 44 50 52 40 52 C30 52 22 44 22 30 Z" fill="#fff" fill-opacity="0.95"/>
<path d="M22 16 H10 C10 30 16 36 24 36 M58 16 H70 C70 30 64 36 56 36" fill="none" stroke="#fff" stroke-width="4"/>
<rect x="36" y="52" width="8" height="12" fill="#fff"/><rect x="24" y="64" width="32" height="8" rx="3" fill="#fff"/>
<path d="M40 20 L43 27 L50 27 L44.5 31.5 L46.5 38.5 L40 34.5 L33.5 38.5 L35.5 31.5 L30 27 L37 27 Z" fill="${accent}"/>`;
    case 'boutique':
      return `<rect x="6" y="14" width="68" height="46" rx="8" fill="#fff" fill-opacity="0.95"/>
<path d="M34 27 L50 37 L34 47 Z" fill="${accent}"/>
<rect x="26" y="64" width="28" height="6" rx="3" fill="#fff"/>`;
  }
}

/** A rounded pill with text; returns its markup and width. */
function pill(x: number, y: number, text: string, size: number, fill: string, opacity: number, color = '#fff') {
  const width = Math.round(textWidth(text) * size + size * 1.6);
  const height = Math.round(size * 1.9);
  return {
    width,
    svg: `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}" fill-opacity="${opacity}"/>
<text x="${x + size * 0.8}" y="${y + height / 2 + size * 0.36}" font-size="${size}" fill="${color}">${escapeXml(text)}</text>`,
  };
}

const tspans = (lines: string[], x: number, lineHeight: number) =>
  lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(l)}</tspan>`).join('');

function open(width: number, height: number, title: string, from: string, to: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="${escapeXml(FONT)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** A 480×270 (16:9) cover for courses and activities, a 300×400 portrait cover for books. */
export function renderCover(c: CoverContent): string {
  const { from, to, accent } = palette(c.kind, c.id);
  if (c.kind === 'book') {
    const lines = wrapBalanced(c.title, 8.6, 4);
    const label = pill(36, 28, c.label, 13, '#fff', 0.22);
    const tag = c.tag
      ? pill(300 - 20 - Math.round(textWidth(c.tag) * 13 + 21), 28, c.tag, 13, '#ffd666', 1, '#613400')
      : null;
    return `${open(300, 400, c.title, from, to)}
<rect width="16" height="400" fill="#000" fill-opacity="0.18"/><rect x="16" width="3" height="400" fill="#fff" fill-opacity="0.25"/>
<circle cx="270" cy="360" r="120" fill="#fff" fill-opacity="0.07"/>
${label.svg}
${tag ? tag.svg : ''}
<text x="36" y="110" font-size="26" font-weight="700" fill="#fff">${tspans(lines, 36, 36)}</text>
<g transform="translate(110,246)">${icon('book', accent)}</g>
<rect x="36" y="346" width="228" height="1" fill="#fff" fill-opacity="0.4"/>
<text x="36" y="372" font-size="14" fill="#fff" fill-opacity="0.9">${escapeXml(c.footer)}</text>
</svg>`;
  }
  const lines = wrapBalanced(c.title, 11.6, 3);
  const label = pill(28, 24, c.label, 14, '#fff', 0.22);
  return `${open(480, 270, c.title, from, to)}
<circle cx="430" cy="30" r="120" fill="#fff" fill-opacity="0.08"/><circle cx="470" cy="260" r="90" fill="#fff" fill-opacity="0.06"/>
${label.svg}
<text x="28" y="${lines.length > 2 ? 92 : 104}" font-size="28" font-weight="700" fill="#fff">${tspans(lines, 28, 38)}</text>
<g transform="translate(372,150)">${icon(c.kind, accent)}</g>
<text x="28" y="246" font-size="15" fill="#fff" fill-opacity="0.9">${escapeXml(c.footer)}</text>
</svg>`;
}

export interface BannerContent {
  id: number;
  title: string;
  subtitle: string;
  /** Call-to-action text; omitted when the banner links nowhere. */
  action?: string;
}

/** A 1200×300 banner: a wide gradient, the title and subtitle on the left, decorative rings on the right. */
export function renderBanner(b: BannerContent): string {
  const { from, to, accent } = palette('banner', b.id);
  const title = wrapText(b.title, 16, 1);
  const subtitle = wrapText(b.subtitle, 30, 1);
  const action = b.action ? pill(80, 206, `${b.action} →`, 20, '#fff', 1, accent) : null;
  return `${open(1200, 300, b.title, from, to)}
<circle cx="1040" cy="60" r="220" fill="#fff" fill-opacity="0.07"/>
<circle cx="1120" cy="300" r="160" fill="#fff" fill-opacity="0.06"/>
<circle cx="975" cy="150" r="70" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/>
<circle cx="1075" cy="215" r="34" fill="#fff" fill-opacity="0.25"/>
<g fill="#fff" fill-opacity="0.35">${Array.from({ length: 15 }, (_, i) => `<circle cx="${1070 + (i % 5) * 22}" cy="${36 + Math.floor(i / 5) * 22}" r="4"/>`).join('')}</g>
<text x="80" y="118" font-size="48" font-weight="700" fill="#fff">${escapeXml(title[0] ?? '')}</text>
<text x="80" y="170" font-size="24" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle[0] ?? '')}</text>
${action ? action.svg : ''}
</svg>`;
}
