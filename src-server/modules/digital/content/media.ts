/**
 * Demo audio, video and pictures, encoded by the ffmpeg binary that the `@ffmpeg-installer` npm package ships
 * inside its tarball (nothing is downloaded at run time). Small on purpose: seconds long, 320×180.
 * Video is H.264 + AAC in MP4 (plays in Chromium, Electron and phones); audio is MP3.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ffmpegPath } from '../../../lib/ffmpeg';
import { speakToWav } from '../../../lib/speech';
import { withTitleCard } from '../../../lib/title-card';

const run = promisify(execFile);

/**
 * The demo clips: a title card naming the lesson step (lib/title-card.ts; the clips are shared by the lessons), each
 * with a teacher's narration in Mandarin (lib/speech.ts; its own tone where speech cannot be made).
 */
export const VIDEO_CLIPS = [
  { file: 'video-1.mp4', title: '课堂导入：看图说一说', tone: 440, seconds: 8 },
  { file: 'video-2.mp4', title: '新知学习：认识新词语', tone: 523, seconds: 6 },
  { file: 'video-3.mp4', title: '观察发现：颜色的变化', tone: 587, seconds: 7 },
  { file: 'video-4.mp4', title: '课堂小结与课后练习', tone: 659, seconds: 5 },
] as const;

/**
 * What each clip says (issue 33): every sentence is spoken within its cue (sped up if it would run over), and the
 * seeds store these cues as the clip's captions, so the captions match the speech.
 */
export const NARRATION: Record<(typeof VIDEO_CLIPS)[number]['file'], { start: number; end: number; text: string }[]> = {
  'video-1.mp4': [
    { start: 0.2, end: 2.8, text: '同学们好，我们开始上课。' },
    { start: 2.9, end: 5.3, text: '请先看课本上的图。' },
    { start: 5.4, end: 7.9, text: '想一想，图上画了什么？' },
  ],
  'video-2.mp4': [
    { start: 0.2, end: 2.9, text: '这一节我们认识新的词语。' },
    { start: 3.0, end: 5.9, text: '请跟着老师读一读。' },
  ],
  'video-3.mp4': [
    { start: 0.2, end: 3.4, text: '仔细观察，注意颜色的变化。' },
    { start: 3.5, end: 6.9, text: '说一说你发现了什么。' },
  ],
  'video-4.mp4': [
    { start: 0.2, end: 2.4, text: '今天的课就上到这里。' },
    { start: 2.5, end: 4.9, text: '课后请完成练习。' },
  ],
};
/** The MP3 of a clip's soundtrack (what 视听阅读's audio mode plays: the same lesson, the same length). */
export const soundtrackOf = (file: (typeof VIDEO_CLIPS)[number]['file']) => file.replace(/\.mp4$/, '.mp3');

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

/**
 * ffmpeg arguments for a clip's narration as its second input (each sentence at its cue's start, sped up to fit its
 * cue, silence between, `seconds` long), or null when speech cannot be made here.
 */
async function narration(dir: string, file: keyof typeof NARRATION, seconds: number): Promise<string[] | null> {
  const parts: string[] = [];
  const filters: string[] = [];
  for (const [i, cue] of NARRATION[file].entries()) {
    const wav = join(dir, `${file}.${i}.wav`);
    const length = await speakToWav(cue.text, wav);
    if (length === null) return null;
    const tempo = Math.min(2, Math.max(1, length / (cue.end - cue.start)));
    parts.push(wav);
    filters.push(`[${i}:a]atempo=${tempo.toFixed(3)},adelay=${Math.round(cue.start * 1000)}[s${i}]`);
  }
  const mix = `${filters.join(';')};${parts.map((_, i) => `[s${i}]`).join('')}amix=inputs=${parts.length}:duration=longest,volume=${parts.length},apad=whole_len=${Math.round(seconds * 22050)}`;
  const mixed = join(dir, `${file}.narration.wav`);
  await run(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...parts.flatMap((p) => ['-i', p]),
    '-filter_complex',
    mix,
    '-t',
    String(seconds),
    mixed,
  ]);
  return ['-i', mixed];
}

export async function makeMedia(dir: string): Promise<void> {
  const ff = ffmpegPath();
  const base = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const [i, v] of VIDEO_CLIPS.entries()) {
    const sound = (await narration(dir, v.file, v.seconds)) ?? [
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${v.tone}:duration=${v.seconds}`,
    ];
    const card = { title: v.title, subtitle: '数字教材 · 微课视频', seconds: v.seconds, tone: i };
    await withTitleCard(card, (picture) =>
      run(ff, [
        ...base,
        ...picture,
        ...sound,
        ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
        ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', `${dir}/${v.file}`],
      ]),
    );
    await run(ff, [
      ...base,
      '-i',
      `${dir}/${v.file}`,
      '-vn',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      `${dir}/${soundtrackOf(v.file)}`,
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
  for (const f of readdirSync(dir)) if (f.endsWith('.wav')) rmSync(join(dir, f));
}
