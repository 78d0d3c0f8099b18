/**
 * The resource library's demo files, made once per data dir into DATA_DIR/resources (demo-resources.ts says what
 * each holds): PDFs, Word and Excel files, PNG pictures and, by ffmpeg, short MP4 clips and MP3 audio. Written into
 * a temporary directory and renamed, so two servers starting together never serve half a set. Then the seeded
 * rows learn their files' sizes.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { libraryResources } from '../../db/schema';
import { LIBRARY_RESOURCES, REGION_RESOURCES, type DemoResource } from '../../db/seeds/demo-resources';
import { ffmpegPath } from '../../lib/ffmpeg';
import { withTitleCard } from '../../lib/title-card';
import { contentSize } from '../../lib/shared-content';
import { makeDocx, makeXlsx } from '../../lib/office';
import { writePdf } from '../../lib/pdf-writer';
import { PICTURES } from './pictures';

const run = promisify(execFile);
/** Bump when the generated files change. */
export const RESOURCE_CONTENT_VERSION = 'v3';
const marker = (dir: string) => join(dir, `done-${RESOURCE_CONTENT_VERSION}`);

async function make(r: DemoResource, path: string) {
  const c = r.content;
  const ff = () => ffmpegPath();
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  switch (c.type) {
    case 'pdf':
      return writeFileSync(
        path,
        writePdf(r.title, [
          { page: 1, kind: 'cover', heading: r.title, paragraphs: [`${r.subject} · ${r.grade}`], figure: null },
          ...c.pages.map((p, i) => ({
            page: i + 2,
            kind: 'lesson' as const,
            heading: p.heading,
            paragraphs: p.paragraphs,
            figure: p.figure === undefined ? null : { caption: `图 ${i + 1}`, shape: p.figure },
          })),
        ]),
      );
    case 'docx':
      return writeFileSync(path, makeDocx(r.title, c.paragraphs));
    case 'xlsx':
      return writeFileSync(path, makeXlsx(c.sheet, c.rows));
    case 'png':
      return writeFileSync(path, PICTURES[c.picture]());
    case 'mp4':
      await withTitleCard(
        { title: r.title, subtitle: `${r.subject} · ${r.grade}`, seconds: c.seconds, tone: c.tone },
        (picture) =>
          run(ff(), [
            ...quiet,
            ...picture,
            ...['-f', 'lavfi', '-i', `sine=frequency=${c.tone}:duration=${c.seconds}`],
            ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-g', '30'],
            ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', path],
          ]),
      );
      return;
    case 'mp3': {
      // A three-note phrase, repeated: each tone a third of every second.
      const expr = c.tones
        .map((f, i) => `between(mod(t\\,1)\\,${(i / 3).toFixed(3)}\\,${((i + 1) / 3).toFixed(3)})*sin(2*PI*${f}*t)`)
        .join('+');
      await run(ff(), [
        ...quiet,
        ...['-f', 'lavfi', '-i', `aevalsrc=0.4*(${expr}):s=22050:d=${c.seconds}`],
        ...['-c:a', 'libmp3lame', '-b:a', '48k', path],
      ]);
    }
  }
}

export async function ensureResourceContent(dir: string): Promise<void> {
  if (existsSync(marker(dir))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(tmp, { recursive: true });
  for (const r of [...LIBRARY_RESOURCES, ...REGION_RESOURCES]) await make(r, join(tmp, r.file));
  writeFileSync(marker(tmp), new Date().toISOString());
  if (existsSync(marker(dir))) return rmSync(tmp, { recursive: true, force: true });
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The seeded rows learn their generated files' sizes (again, when a new content version changed them). */
export async function fillContentSizes(db: Db, config: Config, dir: string): Promise<void> {
  for (const r of [...LIBRARY_RESOURCES, ...REGION_RESOURCES]) {
    let size = contentSize(config, 'resources', r.file);
    if (size === undefined)
      try {
        size = statSync(join(dir, r.file)).size;
      } catch {
        continue;
      }
    await db
      .update(libraryResources)
      .set({ size })
      .where(and(eq(libraryResources.filePath, r.file), ne(libraryResources.size, size)));
  }
}
