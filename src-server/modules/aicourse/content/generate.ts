/**
 * The AI courses' demo media, made once per data dir by the ffmpeg binary the `@ffmpeg-installer/ffmpeg` package
 * ships (nothing downloaded at run time): the AI teacher's clips (a few seconds, 320×180, H.264 + AAC, each with
 * its own title card and tone), learning sheets and sample works (PNG). Written into a temporary directory and
 * renamed, so two servers starting together never serve half a set.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../../lib/ffmpeg';
import { AICOURSE_CLIPS, COURSE_UNITS, sheetFile, worksheet } from '../../../db/seeds/aicourse-content';
import { cjkFont, filterPath, withTitleCard } from '../../../lib/title-card';
import { wrapText } from '../../../lib/svg/text';

const run = promisify(execFile);
/** Bump when the generated files change. */
export const AICOURSE_CONTENT_VERSION = 'v4';

/** The AI teacher's clips are shared by the units' lead-ins and lessons, so each card fits any of them. */
const CLIP_TITLES = ['跟着 AI 老师学', 'AI 老师讲解', '一起来探索', '动脑想一想', '看一看，学一学', '边学边做'];
const PICTURES = [
  ['works-1.png', 'testsrc2=size=480x360'],
  ['works-2.png', 'cellauto=size=480x360:rule=90'],
  ['works-3.png', 'mandelbrot=size=480x360:start_scale=1.5'],
] as const;

/** A learning sheet is A4 portrait at 72 dpi (an even width: ffmpeg's colour source rounds it). */
export const SHEET_SIZE = { width: 594, height: 842 } as const;

/**
 * The learning sheets, one per unit (issue 34: a worksheet, not a picture): the unit's title, 姓名 and 班级 lines,
 * and its numbered questions with answer lines, black on white. One ffmpeg run draws them all, one frame per sheet;
 * without a Chinese font the sheets keep their ruled answer lines only.
 */
async function makeSheets(ff: string, media: string): Promise<void> {
  const sheets = COURSE_UNITS.flatMap((units, c) =>
    units.map((unit, k) => ({ file: sheetFile(c, k), ...worksheet(unit) })),
  );
  const { width, height } = SHEET_SIZE;
  const work = join(media, 'sheets.tmp');
  mkdirSync(work);
  const font = cjkFont();
  const filters: string[] = [];
  let n = 0;
  const text = (frame: number, value: string, options: string) => {
    if (font === null) return;
    const path = join(work, `${n++}.txt`);
    writeFileSync(path, value);
    filters.push(
      `drawtext=fontfile=${filterPath(font)}:textfile=${filterPath(path)}:expansion=none:fontcolor=black:${options}:enable=eq(n\\,${frame})`,
    );
  };
  const rule = (frame: number, y: number) =>
    filters.push(`drawbox=x=60:y=${y}:w=${width - 120}:h=1:color=0x9E9E9E:t=fill:enable=eq(n\\,${frame})`);
  for (const [f, sheet] of sheets.entries()) {
    text(
      f,
      sheet.title,
      `fontsize=${Math.min(26, Math.floor((width - 100) / Math.max(1, sheet.title.length)))}:x=(w-text_w)/2:y=56`,
    );
    text(f, '姓名：____________    班级：__________    日期：________', 'fontsize=15:x=60:y=112');
    let y = 160;
    for (const [q, question] of sheet.questions.entries()) {
      const lines = wrapText(`${q + 1}. ${question}`, 30, 3);
      text(f, lines.join('\n'), `fontsize=16:line_spacing=8:x=60:y=${y}`);
      y += lines.length * 24 + 22;
      for (let a = 0; a < 3; a++, y += 32) rule(f, y);
      y += 14;
    }
  }
  try {
    await run(ff, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `color=c=white:size=${width}x${height}:rate=1:duration=${sheets.length}`],
      ...(filters.length ? ['-vf', filters.join(',')] : []),
      ...['-frames:v', String(sheets.length), '-start_number', '0', join(work, 'frame-%d.png')],
    ]);
    for (const [f, sheet] of sheets.entries()) renameSync(join(work, `frame-${f}.png`), join(media, sheet.file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const marker = (dir: string) => join(dir, `done-${AICOURSE_CONTENT_VERSION}`);

export async function ensureAiCourseContent(dir: string): Promise<void> {
  if (existsSync(marker(dir))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(join(tmp, 'media'), { recursive: true });
  const ff = ffmpegPath();
  const base = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const [i, [file, seconds]] of AICOURSE_CLIPS.entries()) {
    const card = { title: CLIP_TITLES[i % CLIP_TITLES.length]!, subtitle: 'AI 课堂 · 信息科技', seconds, tone: i };
    await withTitleCard(card, (picture) =>
      run(ff, [
        ...base,
        ...picture,
        ...['-f', 'lavfi', '-i', `sine=frequency=${392 + i * 66}:duration=${seconds}`],
        ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
        ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', join(tmp, 'media', file)],
      ]),
    );
  }
  await makeSheets(ff, join(tmp, 'media'));
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
