/** Text helpers for generated SVG images: escaping and wrapping mixed Chinese and Latin titles into lines. */

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Width of one character in ems: CJK and full-width forms are one em, Latin letters and digits about half. */
export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (ch === ' ') return 0.3;
  if (cp < 0x80) return /[A-Z0-9]/.test(ch) ? 0.62 : /[il.,:;'|!]/.test(ch) ? 0.3 : 0.52;
  return 1;
}

export const textWidth = (s: string) => [...s].reduce((w, ch) => w + charWidth(ch), 0);

/** Characters that must not start a line (Chinese line-breaking rules): they stay with the line before. */
const NO_LINE_START = new Set([...'，。、：；！？）》」』”’·…—,.;:!?)]}']);

/** Splits into unbreakable pieces: a Latin word or number stays whole; every CJK character stands alone. */
function tokens(text: string): string[] {
  return text.match(/[A-Za-z0-9][A-Za-z0-9.+#'-]*|\s+|./gsu) ?? [];
}

/**
 * Wraps `text` into at most `maxLines` lines of at most `maxEms` ems. A Latin word wider than a line is broken;
 * when the text does not fit, the last line ends with an ellipsis.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  let overflow = false;
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
    width = 0;
  };
  for (const raw of tokens(text.replace(/\s+/g, ' ').trim())) {
    const pieces = textWidth(raw) > maxEms ? [...raw] : [raw];
    for (const piece of pieces) {
      const w = textWidth(piece);
      if (width + w > maxEms && line && !NO_LINE_START.has(piece)) {
        if (lines.length + 1 >= maxLines) {
          overflow = true;
          break;
        }
        push();
        if (piece === ' ') continue;
      }
      line += piece;
      width += w;
    }
    if (overflow) break;
  }
  if (overflow) {
    let last = line;
    while (last && textWidth(last) + 1 > maxEms) last = [...last].slice(0, -1).join('');
    lines.push(`${last.trimEnd()}…`);
  } else if (line.trim()) {
    push();
  }
  return lines;
}

/**
 * Like `wrapText`, but evens out the lines (no lone character on the last line) when the text fits: it looks for
 * the narrowest width that still needs no more lines than the greedy wrap.
 */
export function wrapBalanced(text: string, maxEms: number, maxLines: number): string[] {
  const greedy = wrapText(text, maxEms, maxLines);
  if (greedy.length < 2 || greedy.at(-1)!.endsWith('…')) return greedy;
  const total = textWidth(text.replace(/\s+/g, ' ').trim());
  for (let width = Math.max(total / greedy.length, 1); width < maxEms; width += 0.5) {
    const lines = wrapText(text, width, maxLines);
    if (lines.length === greedy.length && !lines.at(-1)!.endsWith('…')) return lines;
  }
  return greedy;
}
