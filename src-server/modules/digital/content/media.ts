/**
 * Demo audio, video and pictures, encoded by the ffmpeg binary that the `@ffmpeg-installer` npm package ships
 * inside its tarball (nothing is downloaded at run time). Small on purpose: seconds long, 320×180.
 * Video is H.264 + AAC in MP4 (plays in Chromium, Electron and phones); audio is MP3.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../../lib/ffmpeg';

const run = promisify(execFile);

/** The demo clips: lavfi test sources (no fonts needed), each with its own tone. */
export const VIDEO_CLIPS = [
  { file: 'video-1.mp4', source: 'testsrc2', tone: 440, seconds: 8 },
  { file: 'video-2.mp4', source: 'smptebars', tone: 523, seconds: 6 },
  { file: 'video-3.mp4', source: 'rgbtestsrc', tone: 587, seconds: 7 },
  { file: 'video-4.mp4', source: 'testsrc', tone: 659, seconds: 5 },
] as const;
export const AUDIO_CLIPS = [
  { file: 'audio-1.mp3', tones: [523, 659, 784], seconds: 6 },
  { file: 'audio-2.mp3', tones: [440, 554, 659], seconds: 5 },
  { file: 'audio-3.mp3', tones: [392, 494, 587], seconds: 7 },
  { file: 'audio-4.mp3', tones: [349, 440, 523], seconds: 4 },
] as const;
export const PICTURES = [
  { file: 'picture-1.png', source: 'mandelbrot=size=640x360' },
  { file: 'picture-2.png', source: 'testsrc2=size=640x360' },
  { file: 'picture-3.png', source: 'cellauto=size=640x360:rule=110' },
  { file: 'picture-4.png', source: 'smptehdbars=size=640x360' },
] as const;

export async function makeMedia(dir: string): Promise<void> {
  const ff = ffmpegPath();
  const base = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const v of VIDEO_CLIPS) {
    await run(ff, [
      ...base,
      ...['-f', 'lavfi', '-i', `${v.source}=size=320x180:rate=15:duration=${v.seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${v.tone}:duration=${v.seconds}`],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
      ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', `${dir}/${v.file}`],
    ]);
  }
  for (const a of AUDIO_CLIPS) {
    // A little three-note phrase, repeated: each tone a third of every second.
    const expr = a.tones
      .map((f, i) => `between(mod(t\\,1)\\,${(i / 3).toFixed(3)}\\,${((i + 1) / 3).toFixed(3)})*sin(2*PI*${f}*t)`)
      .join('+');
    await run(ff, [
      ...base,
      ...['-f', 'lavfi', '-i', `aevalsrc=0.4*(${expr}):s=22050:d=${a.seconds}`],
      ...['-c:a', 'libmp3lame', '-b:a', '48k', `${dir}/${a.file}`],
    ]);
  }
  for (const p of PICTURES) {
    await run(ff, [...base, '-f', 'lavfi', '-i', p.source, '-frames:v', '1', `${dir}/${p.file}`]);
  }
}
