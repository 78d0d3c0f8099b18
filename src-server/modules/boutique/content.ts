/**
 * The boutique lessons' demo videos, made once per data dir by the ffmpeg binary the `@ffmpeg-installer/ffmpeg`
 * package ships (nothing downloaded at run time): a few short H.264 + AAC clips (320×180, each with its own title card
 * and tone) that the seeded lessons share. Written into a temporary directory and renamed, so two servers starting
 * together never serve half a set.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../lib/ffmpeg';
import { withTitleCard } from '../../lib/title-card';
import { BOUTIQUE_CLIPS } from '../../db/seeds/demo-boutique';

const run = promisify(execFile);
/** Bump when the generated files change. */
export const BOUTIQUE_CONTENT_VERSION = 'v2';

const marker = (dir: string) => join(dir, `done-${BOUTIQUE_CONTENT_VERSION}`);

export async function ensureBoutiqueContent(dir: string): Promise<void> {
  if (existsSync(marker(dir))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(join(tmp, 'clips'), { recursive: true });
  const ff = ffmpegPath();
  for (const [i, c] of BOUTIQUE_CLIPS.entries()) {
    const card = { title: c.title, subtitle: '教师研修 · 名师讲堂', seconds: c.seconds, tone: i };
    await withTitleCard(card, (picture) =>
      run(ff, [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...picture,
        ...['-f', 'lavfi', '-i', `sine=frequency=${c.tone}:duration=${c.seconds}`],
        ...[
          '-c:v',
          'libx264',
          '-profile:v',
          'baseline',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-crf',
          '32',
          '-g',
          '30',
        ],
        ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', join(tmp, 'clips', c.file)],
      ]),
    );
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
