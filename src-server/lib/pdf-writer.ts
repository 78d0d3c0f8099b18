/**
 * A small PDF writer for the demo textbooks. Chinese text uses the standard CJK font STSong-Light with the
 * UniGB-UCS2-H encoding (Adobe-GB1), not embedded: readers render it with their CJK cMaps (pdf.js: the
 * self-hosted `cmaps/`) and the system's Chinese font, which every Chinese school computer has. That keeps a
 * 300-page book under a megabyte and its generation under a second. Content streams are deflated.
 */
import { deflateSync } from 'node:zlib';

/** One page to lay out: a heading, paragraphs and an optional drawn figure. */
export interface PageModel {
  /** 1-based page number. */
  page: number;
  kind: 'cover' | 'toc' | 'unit' | 'lesson';
  heading: string;
  paragraphs: string[];
  /** A figure on this page: its caption and shape family. */
  figure: { caption: string; shape: number } | null;
}

export const PAGE_W = 524;
export const PAGE_H = 737;
const MARGIN = 48;

/** Width of a string in em: ASCII is half width in Adobe-GB1, everything else full width. */
export function emWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += ch.charCodeAt(0) < 0x7f ? 0.5 : 1;
  return w;
}

function hex(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    out += (c > 0xffff ? 0x3000 : c).toString(16).padStart(4, '0');
  }
  return `<${out}>`;
}

/** Breaks text into lines of at most `maxEm` em. */
export function wrap(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  let w = 0;
  for (const ch of text) {
    const cw = ch.charCodeAt(0) < 0x7f ? 0.5 : 1;
    if (w + cw > maxEm) {
      lines.push(line);
      line = '';
      w = 0;
    }
    line += ch;
    w += cw;
  }
  if (line) lines.push(line);
  return lines;
}

class Stream {
  ops: string[] = [];
  text(x: number, y: number, size: number, s: string, bold = false, rgb = '0 0 0') {
    this.ops.push(
      `BT /F1 ${size} Tf ${rgb} rg ${bold ? `2 Tr 0.4 w ${rgb} RG` : '0 Tr'} ${x.toFixed(1)} ${y.toFixed(1)} Td ${hex(s)} Tj ET`,
    );
  }
  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = null) {
    const ops = [`${x} ${y} ${w} ${h} re`];
    if (fill) this.ops.push(`${fill} rg`);
    if (stroke) this.ops.push(`${stroke} RG 1 w`);
    this.ops.push(`${ops[0]} ${fill && stroke ? 'B' : fill ? 'f' : 'S'}`);
  }
  line(x1: number, y1: number, x2: number, y2: number, rgb = '0.6 0.6 0.6', w = 0.8) {
    this.ops.push(`${rgb} RG ${w} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }
  circle(cx: number, cy: number, r: number, fill: string) {
    const k = 0.5523 * r;
    this.ops.push(
      `${fill} rg ${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ` +
        `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ` +
        `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
    );
  }
}

const PALETTE = ['0.98 0.55 0.24', '0.26 0.6 0.88', '0.4 0.73 0.42', '0.85 0.33 0.45', '0.6 0.45 0.8'];

function figure(s: Stream, y: number, shape: number, caption: string): number {
  const w = 300;
  const h = 140;
  const x = (PAGE_W - w) / 2;
  s.rect(x, y - h, w, h, '0.97 0.97 0.95', '0.75 0.75 0.7');
  if (shape === 0) {
    for (let i = 0; i < 5; i++) s.rect(x + 30 + i * 52, y - h + 20, 30, 20 + ((i * 37) % 90), PALETTE[i]!);
  } else if (shape === 1) {
    s.circle(x + 110, y - 70, 45, '0.26 0.6 0.88');
    s.circle(x + 190, y - 70, 45, '0.98 0.55 0.24');
  } else if (shape === 2) {
    for (let i = 0; i < 3; i++) {
      s.rect(x + 25 + i * 95, y - 90, 60, 40, PALETTE[i + 1]!);
      if (i < 2) s.line(x + 85 + i * 95, y - 70, x + 120 + i * 95, y - 70, '0.2 0.2 0.2', 2);
    }
  } else {
    let px = x + 20;
    let py = y - h + 30;
    for (let i = 1; i <= 6; i++) {
      const nx = x + 20 + i * 43;
      const ny = y - h + 30 + ((i * 53) % 80);
      s.line(px, py, nx, ny, '0.85 0.33 0.45', 2);
      s.circle(nx, ny, 4, '0.85 0.33 0.45');
      px = nx;
      py = ny;
    }
  }
  const cw = emWidth(caption) * 10;
  s.text((PAGE_W - cw) / 2, y - h - 16, 10, caption, false, '0.3 0.3 0.3');
  return y - h - 44;
}

function pageStream(p: PageModel, bookTitle: string): string {
  const s = new Stream();
  if (p.kind === 'cover') {
    s.rect(0, 0, PAGE_W, PAGE_H, '0.16 0.42 0.75');
    s.rect(40, 420, PAGE_W - 80, 160, '1 1 1');
    const size = Math.min(26, Math.floor((PAGE_W - 120) / emWidth(p.heading)));
    s.text((PAGE_W - emWidth(p.heading) * size) / 2, 510, size, p.heading, true, '0.1 0.2 0.4');
    p.paragraphs.forEach((t, i) =>
      s.text((PAGE_W - emWidth(t) * 14) / 2, 460 - i * 24, 14, t, false, i ? '0.4 0.4 0.4' : '0.1 0.1 0.1'),
    );
    s.circle(PAGE_W / 2, 230, 90, '0.98 0.75 0.3');
    return s.ops.join('\n');
  }
  s.text(MARGIN, PAGE_H - 30, 9, bookTitle, false, '0.5 0.5 0.5');
  s.line(MARGIN, PAGE_H - 36, PAGE_W - MARGIN, PAGE_H - 36);
  let y = PAGE_H - 80;
  const hs = p.kind === 'unit' ? 24 : 18;
  s.text(p.kind === 'unit' ? (PAGE_W - emWidth(p.heading) * hs) / 2 : MARGIN, y, hs, p.heading, true, '0.1 0.25 0.5');
  y -= p.kind === 'unit' ? 60 : 36;
  const body = 12;
  const maxEm = Math.floor((PAGE_W - 2 * MARGIN) / body);
  const figAt = p.figure ? Math.min(1, p.paragraphs.length) : -1;
  p.paragraphs.forEach((para, i) => {
    if (i === figAt && p.figure) y = figure(s, y, p.figure.shape, p.figure.caption);
    const lines = wrap(p.kind === 'toc' ? para : `\u3000\u3000${para}`, maxEm);
    for (const ln of lines) {
      if (y < 60) return;
      s.text(MARGIN, y, body, ln);
      y -= p.kind === 'toc' ? 18 : 20;
    }
    y -= 6;
  });
  if (p.figure && figAt >= p.paragraphs.length) figure(s, y, p.figure.shape, p.figure.caption);
  const num = String(p.page);
  s.text((PAGE_W - emWidth(num) * 10) / 2, 28, 10, num, false, '0.4 0.4 0.4');
  return s.ops.join('\n');
}

/** Writes a whole PDF: one page per model, in order. */
export function writePdf(title: string, pages: PageModel[]): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (o: string | Buffer) => objects.push(o) && objects.length;
  const catalog = add('');
  const pagesObj = add('');
  const font = add('');
  const cidFont = add('');
  const descriptor = add('');
  const info = add(`<< /Title ${hex(title)} /Producer (Classpro demo content) >>`);
  objects[font - 1] =
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
  objects[cidFont - 1] =
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`;
  objects[descriptor - 1] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  const kids: number[] = [];
  for (const p of pages) {
    const data = deflateSync(Buffer.from(pageStream(p, title), 'latin1'));
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]),
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[pagesObj - 1] = `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] >>`;
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(o as string), Buffer.from('\nendobj\n')]);
    chunks.push(b);
    offset += b.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
  xref.push(
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  );
  chunks.push(Buffer.from(xref.join('')));
  return Buffer.concat(chunks);
}
