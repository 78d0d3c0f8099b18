/**
 * The AI courses' demo media, made once per data dir by the ffmpeg binary the `@ffmpeg-installer/ffmpeg` package
 * ships (nothing downloaded at run time): the AI teacher's clips (a few seconds, 320×180, H.264 + AAC, each with
 * its own picture and tone), learning sheets and sample works (PNG). Written into a temporary directory and
 * renamed, so two servers starting together never serve half a set.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../../lib/ffmpeg';
import { AICOURSE_CLIPS } from '../../../db/seeds/aicourse-content';

const run = promisify(execFile);
/** Bump when the generated files change. */
export const AICOURSE_CONTENT_VERSION = 'v1';

const SOURCES = ['testsrc2', 'smptebars', 'rgbtestsrc', 'testsrc', 'yuvtestsrc', 'pal100bars'];
const PICTURES = [
  ['sheet-1.png', 'mandelbrot=size=640x360'],
  ['sheet-2.png', 'cellauto=size=640x360:rule=30'],
  ['sheet-3.png', 'life=size=640x360:mold=10:ratio=0.2:death_color=#1E88E5:life_color=#FFFFFF'],
  ['works-1.png', 'testsrc2=size=480x360'],
  ['works-2.png', 'cellauto=size=480x360:rule=90'],
  ['works-3.png', 'mandelbrot=size=480x360:start_scale=1.5'],
] as const;

const marker = (dir: string) => join(dir, `done-${AICOURSE_CONTENT_VERSION}`);

export async function ensureAiCourseContent(dir: string): Promise<void> {
  if (existsSync(marker(dir))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(join(tmp, 'media'), { recursive: true });
  const ff = ffmpegPath();
  const base = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const [i, [file, seconds]] of AICOURSE_CLIPS.entries()) {
    await run(ff, [
      ...base,
      ...['-f', 'lavfi', '-i', `${SOURCES[i % SOURCES.length]}=size=320x180:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${392 + i * 66}:duration=${seconds}`],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
      ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', join(tmp, 'media', file)],
    ]);
  }
  for (const [file, source] of PICTURES) {
    await run(ff, [...base, '-f', 'lavfi', '-i', source, '-frames:v', '1', join(tmp, 'media', file)]);
  }
  writeFileSync(marker(tmp), new Date().toISOString());
  if (existsSync(marker(dir))) return rmSync(tmp, { recursive: true, force: true });
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
}
