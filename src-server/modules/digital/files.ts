import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import { uploadSecretFor } from '../../lib/upload-secret';

/**
 * The generated textbook files (DATA_DIR/digital): served only through URLs the API signed for a caller who may
 * read them, with HTTP range requests (pdf.js loads a book's pages by ranges, never the whole file up front).
 * A signature is good for a day, and stays the same within the hour so browsers and the offline copy can cache.
 */
export const FILES_PREFIX = '/files/digital/';
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.vtt': 'text/vtt; charset=utf-8',
};

export const contentDir = (config: Config) => join(config.dataDir, 'digital');

function sign(config: Config, path: string, exp: number) {
  return createHmac('sha256', uploadSecretFor(config))
    .update(`digital:${path}:${exp}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A signed URL for a content path such as books/book-1.pdf (external URLs pass through). */
export function signedUrl(config: Config, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const hour = 3600;
  const exp = Math.floor(Date.now() / 1000 / hour) * hour + 25 * hour;
  return `${FILES_PREFIX}${path}?e=${exp}&s=${sign(config, path, exp)}`;
}

function valid(config: Config, path: string, e: string, s: string) {
  const exp = Number(e);
  if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
  const want = Buffer.from(sign(config, path, exp));
  const got = Buffer.from(s);
  return want.length === got.length && timingSafeEqual(want, got);
}

export function registerFileRoute(app: FastifyInstance) {
  const root = contentDir(app.config);
  app.get(
    `${FILES_PREFIX}*`,
    { schema: { querystring: z.object({ e: z.string().max(20).default(''), s: z.string().max(64).default('') }) } },
    async (req, reply) => {
      const path = (req.params as { '*': string })['*'];
      const safe = normalize(path);
      const refuse = (code: number, message: string) =>
        reply.code(code).type('application/json; charset=utf-8').send({ code, message, data: null });
      if (safe.startsWith('..') || safe.includes('\0') || !TYPES[extname(safe)]) return refuse(404, Msg.fileNotFound);
      const { e, s } = req.query as { e: string; s: string };
      if (!valid(app.config, safe, e, s)) return refuse(403, Msg.forbidden);
      let size: number;
      const file = join(root, safe);
      try {
        size = statSync(file).size;
      } catch {
        return refuse(404, Msg.fileNotFound);
      }
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(TYPES[extname(safe)]!);
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (req.headers.range && range) {
        let start = range[1] ? Number(range[1]) : size - Number(range[2]);
        let end = range[1] && range[2] ? Number(range[2]) : size - 1;
        if (!range[1]) start = Math.max(0, start);
        end = Math.min(end, size - 1);
        if (start > end || start >= size) {
          return reply.code(416).header('content-range', `bytes */${size}`).send();
        }
        reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${size}`)
          .header('content-length', end - start + 1);
        return reply.send(createReadStream(file, { start, end }));
      }
      reply.header('content-length', size);
      return reply.send(createReadStream(file));
    },
  );
}

/**
 * pdf.js's CJK cMaps and standard fonts, from the pdfjs-dist package: the books' Chinese text (a standard
 * Adobe-GB1 font, not embedded) cannot be decoded without them. Served to the web app and the desktop app alike.
 */
export function registerPdfjsAssets(app: FastifyInstance) {
  let base = '';
  try {
    base = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  } catch {
    return;
  }
  app.get('/pdfjs/:dir/:file', async (req, reply) => {
    const { dir, file } = req.params as { dir: string; file: string };
    if (!['cmaps', 'standard_fonts'].includes(dir) || !/^[\w.-]+$/.test(file) || file.startsWith('.')) {
      return reply.code(404).send({ code: 404, message: Msg.fileNotFound, data: null });
    }
    const path = join(base, dir, file);
    if (!existsSync(path)) return reply.code(404).send({ code: 404, message: Msg.fileNotFound, data: null });
    return reply
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('access-control-allow-origin', '*')
      .type('application/octet-stream')
      .send(createReadStream(path));
  });
}
