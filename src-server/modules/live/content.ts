/**
 * The demo HLS streams, made once per data dir by the ffmpeg binary the `@ffmpeg-installer/ffmpeg` package ships
 * (nothing downloaded at run time): a short H.264 + AAC clip cut into 2-second MPEG-TS segments with an m3u8
 * playlist, one for the "live" lesson and one for the replays. A few seconds, 320×180, a few hundred KB. Written
 * into a temporary directory and renamed, so two servers starting together never serve half a set.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../lib/ffmpeg';
import { withTitleCard } from '../../lib/title-card';

const run = promisify(execFile);
/** Bump when the generated files change. */
export const LIVE_CONTENT_VERSION = 'v2';
/** The content paths the seed stores (live_lessons.stream_path / replay_path). */
export const LIVE_STREAMS = { live: 'live-demo/index.m3u8', replay: 'replay-demo/index.m3u8' } as const;

const CLIPS = [
  { dir: 'live-demo', title: '天空课堂 · 直播中', tone: 440, seconds: 12 },
  { dir: 'replay-demo', title: '天空课堂 · 课程回放', tone: 523, seconds: 10 },
] as const;

const marker = (dir: string) => join(dir, `done-${LIVE_CONTENT_VERSION}`);

export async function ensureLiveContent(dir: string): Promise<void> {
  if (existsSync(marker(dir))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const ff = ffmpegPath();
  for (const [i, c] of CLIPS.entries()) {
    mkdirSync(join(tmp, c.dir), { recursive: true });
    const card = { title: c.title, subtitle: '名师直播课 · 示范画面', seconds: c.seconds, tone: i };
    await withTitleCard(card, (picture) =>
      run(ff, [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...picture,
        ...['-f', 'lavfi', '-i', `sine=frequency=${c.tone}:duration=${c.seconds}`],
        ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
        ...['-c:a', 'aac', '-b:a', '48k', '-shortest'],
        ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', join(tmp, c.dir, 'seg-%02d.ts'), join(tmp, c.dir, 'index.m3u8')],
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
