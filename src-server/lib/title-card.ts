import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The picture of the demo videos (issue 34): a title card (the title in Chinese and a subtitle line, centred on a calm
 * colour) for the first seconds, then the same colour with the title in the top-left corner and a progress bar that
 * fills along the bottom, so seeking shows change. Text is drawn by ffmpeg's drawtext with a CJK font found on this
 * machine; without one the video keeps its colour and progress bar, and a warning is printed once.
 */
export interface TitleCard {
  title: string;
  subtitle: string;
  seconds: number;
  /** Background, picked from a few calm colours by this number. */
  tone: number;
  /** Lines shown under the corner title after the card, each for its own time (narration-like captions). */
  lines?: { start: number; end: number; text: string }[];
}

const COLOURS = ['0x2F6F8F', '0x3A7D5C', '0x5B5F97', '0x8A5A44', '0x2E7D7A', '0x6A5D7B'];
/** Seconds the full card shows. */
export const CARD_SECONDS = 2.5;
const WIDTH = 320;
const HEIGHT = 180;

const FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc',
  'C:/Windows/Fonts/msyh.ttc',
  'C:/Windows/Fonts/simhei.ttf',
  '/System/Library/Fonts/PingFang.ttc',
  '/System/Library/Fonts/STHeiti Medium.ttc',
];

let font: string | null | undefined;
/** A font file with Chinese glyphs (CLASSPRO_CJK_FONT, a known path, or fontconfig), or null. */
export function cjkFont(): string | null {
  if (font !== undefined) return font;
  const env = process.env['CLASSPRO_CJK_FONT'];
  font = [env, ...FONT_CANDIDATES].find((f): f is string => !!f && existsSync(f)) ?? null;
  if (font === null) {
    try {
      const found = execFileSync('fc-match', ['-f', '%{file}', ':lang=zh-cn'], { encoding: 'utf8', timeout: 5000 });
      if (found && existsSync(found) && /cjk|hei|wqy|song|kai|ming|han|zh/i.test(found)) font = found;
    } catch {
      // no fontconfig here
    }
  }
  if (font === null) console.warn('demo videos: no Chinese font found (install fonts-noto-cjk); titles are left out');
  return font;
}

/** A path as a drawtext option value inside a filter graph (both escaping levels; backslashes become slashes). */
export function filterPath(path: string): string {
  const value = path.replace(/\\/g, '/').replace(/[\\':]/g, (c) => `\\${c}`);
  return value.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** Width in ems of a text line: CJK characters one em, others about half. */
const ems = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0);
const fit = (text: string, size: number, width: number) => Math.max(9, Math.min(size, Math.floor(width / ems(text))));

/**
 * Calls `encode` with the ffmpeg input arguments of the card's picture (a lavfi graph, `seconds` long, 320×180 at
 * 15 fps); the text files drawtext reads exist during the call only.
 */
export async function withTitleCard<T>(card: TitleCard, encode: (input: string[]) => Promise<T>): Promise<T> {
  const colour = COLOURS[card.tone % COLOURS.length]!;
  const seconds = card.seconds;
  const graph = [`color=c=${colour}:size=${WIDTH}x${HEIGHT}:rate=15:duration=${seconds}`];
  const dir = mkdtempSync(join(tmpdir(), 'title-card-'));
  try {
    const file = cjkFont();
    if (file !== null) {
      const fontfile = filterPath(file);
      let n = 0;
      const text = (value: string, options: string) => {
        const path = join(dir, `${n++}.txt`);
        writeFileSync(path, value);
        graph.push(`drawtext=fontfile=${fontfile}:textfile=${filterPath(path)}:expansion=none:${options}`);
      };
      const card1 = `enable=lt(t\\,${CARD_SECONDS})`;
      const after = `enable=gte(t\\,${CARD_SECONDS})`;
      text(card.title, `fontcolor=white:fontsize=${fit(card.title, 22, 296)}:x=(w-text_w)/2:y=h/2-30:${card1}`);
      text(
        card.subtitle,
        `fontcolor=white@0.85:fontsize=${fit(card.subtitle, 14, 296)}:x=(w-text_w)/2:y=h/2+10:${card1}`,
      );
      text(card.title, `fontcolor=white@0.85:fontsize=${fit(card.title, 12, 220)}:x=10:y=10:${after}`);
      for (const line of card.lines ?? []) {
        const from = Math.max(line.start, CARD_SECONDS);
        if (from >= line.end) continue;
        text(
          line.text,
          `fontcolor=white:fontsize=${fit(line.text, 16, 296)}:x=(w-text_w)/2:y=h/2-8:enable=between(t\\,${from}\\,${line.end})`,
        );
      }
    }
    // The progress bar: a track along the bottom and a bar that fills it over the clip.
    graph.push(`drawbox=x=0:y=${HEIGHT - 5}:w=${WIDTH}:h=5:color=white@0.25:t=fill[bg]`);
    const lavfi = `${graph.join(',')};color=c=0xE3ECF2:size=${WIDTH}x5:rate=15:duration=${seconds}[bar];[bg][bar]overlay=x=-W+W*t/${seconds}:y=${HEIGHT - 5}:shortest=1`;
    return await encode(['-f', 'lavfi', '-i', lavfi]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
