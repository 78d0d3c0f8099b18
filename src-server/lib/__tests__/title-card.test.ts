import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_UNITS, sheetFile } from '../../db/seeds/aicourse-content';
import { ensureAiCourseContent, SHEET_SIZE } from '../../modules/aicourse/content/generate';
import { ffmpegPath } from '../ffmpeg';
import { cjkFont, filterPath, withTitleCard } from '../title-card';

const run = promisify(execFile);
const WIDTH = 320;
const HEIGHT = 180;

/** One frame of a video (or a lavfi source) at `seconds`, as 320×180 RGB bytes. */
async function frame(input: string[], seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      ...['-hide_banner', '-loglevel', 'error', '-ss', String(seconds), ...input, '-frames:v', '1'],
      ...['-vf', `scale=${WIDTH}:${HEIGHT}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 1 << 22 },
  );
  return stdout;
}

/** The share of pixels within `tolerance` of the frame's most common (coarse) colour. */
function dominantShare(rgb: Buffer, tolerance = 24): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = ((rgb[i]! >> 4) << 8) | ((rgb[i + 1]! >> 4) << 4) | (rgb[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const [r, g, b] = [((top >> 8) & 15) * 16 + 8, ((top >> 4) & 15) * 16 + 8, (top & 15) * 16 + 8];
  let near = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    if (Math.abs(rgb[i]! - r) + Math.abs(rgb[i + 1]! - g) + Math.abs(rgb[i + 2]! - b) <= tolerance * 3) near++;
  }
  return near / (rgb.length / 3);
}

/** Pixels that differ clearly between two frames, in the rows [top, bottom). */
function changed(a: Buffer, b: Buffer, top = 0, bottom = HEIGHT): number {
  let n = 0;
  for (let i = top * WIDTH * 3; i < bottom * WIDTH * 3; i += 3) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 90) n++;
  }
  return n;
}

describe('demo video title cards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'title-card-test-'));
  beforeAll(() => ensureAiCourseContent(join(dir, 'aicourse')), 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows a calm card, not a test pattern, at 1 s of a generated clip', async () => {
    const clip = await frame(['-i', join(dir, 'aicourse', 'media', 'clip-1.mp4')], 1);
    const pattern = await frame(['-f', 'lavfi', '-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=15:duration=2`], 1);
    // A test pattern is many colours; the card is one background colour with some text.
    expect(dominantShare(pattern)).toBeLessThan(0.5);
    expect(dominantShare(clip)).toBeGreaterThan(0.75);
    expect(changed(clip, pattern)).toBeGreaterThan(WIDTH * HEIGHT * 0.5);
  });

  it.runIf(cjkFont() !== null)(
    'draws the title: the card differs from one without text in its title rows',
    async () => {
      const card = { title: '认识人工智能', subtitle: '信息科技 · 三年级', seconds: 3, tone: 0 };
      const encode = (name: string) => (input: string[]) =>
        run(ffmpegPath(), [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          ...input,
          '-pix_fmt',
          'yuv420p',
          join(dir, name),
        ]);
      await withTitleCard(card, encode('titled.mp4'));
      await withTitleCard({ ...card, title: ' ', subtitle: ' ' }, encode('blank.mp4'));
      const titled = await frame(['-i', join(dir, 'titled.mp4')], 1);
      const blank = await frame(['-i', join(dir, 'blank.mp4')], 1);
      // The title line sits just above the middle; a drawn title changes hundreds of pixels there, nothing elsewhere.
      expect(changed(titled, blank, HEIGHT / 2 - 34, HEIGHT / 2 - 2)).toBeGreaterThan(300);
      expect(changed(titled, blank, 0, 40)).toBe(0);
    },
  );

  it('moves after the card: the progress bar grows between two seeks', async () => {
    const early = await frame(['-i', join(dir, 'aicourse', 'media', 'clip-1.mp4')], 3);
    const late = await frame(['-i', join(dir, 'aicourse', 'media', 'clip-1.mp4')], 5);
    expect(changed(early, late, HEIGHT - 5, HEIGHT)).toBeGreaterThan(WIDTH / 10);
  });

  it('makes one worksheet per unit: A4 portrait, mostly white, the title and questions drawn in black', async () => {
    const media = join(dir, 'aicourse', 'media');
    const probe = await run(ffmpegPath(), ['-hide_banner', '-i', join(media, sheetFile(0, 0))]).catch(
      (e: { stderr: string }) => e.stderr,
    );
    expect(String(probe)).toMatch(new RegExp(`${SHEET_SIZE.width}x${SHEET_SIZE.height}`));
    const gray = async (file: string) =>
      (
        await run(
          ffmpegPath(),
          [
            '-hide_banner',
            '-loglevel',
            'error',
            '-i',
            join(media, file),
            '-f',
            'rawvideo',
            '-pix_fmt',
            'gray',
            'pipe:1',
          ],
          { encoding: 'buffer', maxBuffer: 1 << 22 },
        )
      ).stdout;
    const first = await gray(sheetFile(0, 0));
    const white = first.filter((v) => v > 240).length / first.length;
    const dark = first.filter((v) => v < 100).length / first.length;
    expect(white).toBeGreaterThan(0.85);
    // Answer lines alone are grey; black pixels are the text.
    if (cjkFont() !== null) expect(dark).toBeGreaterThan(0.005);
    // Each unit's sheet has its own title and questions.
    const other = await gray(sheetFile(0, 1));
    expect(first.equals(other)).toBe(cjkFont() === null);
    expect(COURSE_UNITS.flatMap((units, c) => units.map((_, k) => sheetFile(c, k))).length).toBeGreaterThan(10);
  });

  it('escapes a font path for a filter graph (Windows drive colons and quotes)', () => {
    expect(filterPath("C:\\Windows\\Fonts\\msyh's.ttc")).toBe("C\\\\:/Windows/Fonts/msyh\\\\\\'s.ttc");
  });
});
