import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadPaths } from '@shared/api/upload';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import { uploadSecretFor } from '../../lib/upload-secret';

/**
 * The AI courses' generated media (DATA_DIR/aicourse): served only through URLs the API signed for a caller who
 * may see them (an entitled teacher, a parent of a child in the class), with range requests so videos can seek.
 * A signature is good for a day and stable within the hour, so players and browsers can cache.
 */
export const AICOURSE_FILES = '/files/aicourse/';
const TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.png': 'image/png' };

export const aicourseDir = (config: Config) => join(config.dataDir, 'aicourse');

const sign = (config: Config, path: string, exp: number) =>
  createHmac('sha256', uploadSecretFor(config)).update(`aicourse:${path}:${exp}`).digest('base64url').slice(0, 32);

/** A signed URL for a content path (media/clip-1.mp4); uploaded files' URLs pass through unchanged. */
export function signedUrl(config: Config, path: string): string {
  if (!path || path.startsWith(UploadPaths.filesPrefix)) return path;
  const hour = 3600;
  const exp = Math.floor(Date.now() / 1000 / hour) * hour + 25 * hour;
  return `${AICOURSE_FILES}${path}?e=${exp}&s=${sign(config, path, exp)}`;
}

function valid(config: Config, path: string, e: string, s: string) {
  const exp = Number(e);
  if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
  const want = Buffer.from(sign(config, path, exp));
  const got = Buffer.from(s);
  return want.length === got.length && timingSafeEqual(want, got);
}

export function registerAiCourseFiles(app: FastifyInstance) {
  const root = aicourseDir(app.config);
  app.get(
    `${AICOURSE_FILES}*`,
    { schema: { querystring: z.object({ e: z.string().max(20).default(''), s: z.string().max(64).default('') }) } },
    async (req, reply) => {
      const safe = normalize((req.params as { '*': string })['*']);
      const refuse = (code: number, message: string) =>
        reply.code(code).type('application/json; charset=utf-8').send({ code, message, data: null });
      if (safe.startsWith('..') || safe.includes('\0') || !TYPES[extname(safe)]) return refuse(404, Msg.fileNotFound);
      const { e, s } = req.query as { e: string; s: string };
      if (!valid(app.config, safe, e, s)) return refuse(403, Msg.forbidden);
      const file = join(root, safe);
      let size: number;
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
      if (range && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        const end = Math.min(range[1] && range[2] ? Number(range[2]) : size - 1, size - 1);
        if (start > end || start >= size) return reply.code(416).header('content-range', `bytes */${size}`).send();
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
