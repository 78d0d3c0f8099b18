import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../config';
import { answerConditional, fileEtag, rangeApplies } from './http-cache';
import { parseRange, sendObject } from './send-object';
import { contentKey } from './shared-content';
import { isContentKey, storageFor } from './storage';
import { uploadSecretFor } from './upload-secret';

/**
 * Generated content served only through URLs the API signed for a caller who may read it (textbooks, AI course
 * media), with HTTP range requests (pdf.js loads a book by ranges; players seek). A signature is good for a day
 * and stays the same within the hour, so browsers, players and the offline copy can cache.
 */
export interface SignedFilesOptions {
  /** URL prefix, e.g. /files/digital/ */
  prefix: string;
  /** Mixed into the signature, so a URL signed for one store never opens another. */
  scope: string;
  /** The folder under DATA_DIR. */
  folder: string;
  /** Extension → content type; other extensions are not served. */
  types: Record<string, string>;
  /** Paths given back unchanged by signedUrl (external or already-signed URLs). */
  passThrough: (path: string) => boolean;
}

/** Kept here too: callers and tests know it from this file. */
export { parseRange };

export function signedFiles(opts: SignedFilesOptions) {
  const dir = (config: Config) => join(config.dataDir, opts.folder);
  const sign = (config: Config, path: string, exp: number) =>
    createHmac('sha256', uploadSecretFor(config))
      .update(`${opts.scope}:${path}:${exp}`)
      .digest('base64url')
      .slice(0, 32);

  const valid = (config: Config, path: string, e: string, s: string) => {
    const exp = Number(e);
    if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
    const want = Buffer.from(sign(config, path, exp));
    const got = Buffer.from(s);
    return want.length === got.length && timingSafeEqual(want, got);
  };

  /** A signed URL for a content path such as books/book-1.pdf. */
  const signedUrl = (config: Config, path: string): string => {
    if (opts.passThrough(path)) return path;
    const hour = 3600;
    const exp = Math.floor(Date.now() / 1000 / hour) * hour + 25 * hour;
    return `${opts.prefix}${path}?e=${exp}&s=${sign(config, path, exp)}`;
  };

  /** STORAGE=s3: the set published once for the deployment (lib/shared-content), ranges streamed from the bucket. */
  const sendShared = async (req: FastifyRequest, reply: FastifyReply, path: string, type: string) => {
    const storage = storageFor(req.server.config);
    const key = contentKey(opts.folder, path);
    const stored = isContentKey(key) ? await storage.head(key) : null;
    const refuse = () =>
      reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ code: 404, message: Msg.fileNotFound, data: null });
    if (!stored) return refuse();
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(type);
    const etag = fileEtag({ size: stored.size, mtimeMs: stored.modified.getTime() });
    if (answerConditional(req, reply, etag, stored.modified)) return reply.send();
    const ranged = rangeApplies(req, etag, stored.modified);
    if (!(await sendObject(req, reply, storage, key, stored.size, ranged))) return refuse();
    return reply;
  };

  const register = (app: FastifyInstance) => {
    const root = dir(app.config);
    app.get(
      `${opts.prefix}*`,
      { schema: { querystring: z.object({ e: z.string().max(20).default(''), s: z.string().max(64).default('') }) } },
      async (req, reply) => {
        const safe = normalize((req.params as { '*': string })['*']);
        const refuse = (code: number, message: string) =>
          reply.code(code).type('application/json; charset=utf-8').send({ code, message, data: null });
        const type = opts.types[extname(safe)];
        if (safe.startsWith('..') || safe.includes('\0') || !type) return refuse(404, Msg.fileNotFound);
        const { e, s } = req.query as { e: string; s: string };
        if (!valid(app.config, safe, e, s)) return refuse(403, Msg.forbidden);
        if (app.config.STORAGE === 's3') return sendShared(req, reply, safe, type);
        const file = join(root, safe);
        let stat: Stats;
        try {
          stat = statSync(file);
        } catch {
          return refuse(404, Msg.fileNotFound);
        }
        const { size } = stat;
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .type(type);
        // After the hour a revalidation of an unchanged file is a 304, not the whole book or video again.
        const etag = fileEtag(stat);
        if (answerConditional(req, reply, etag, stat.mtime)) return reply.send();
        const range = rangeApplies(req, etag, stat.mtime) ? parseRange(req.headers.range, size) : null;
        if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
        if (range) {
          reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1);
          return reply.send(createReadStream(file, range));
        }
        reply.header('content-length', size);
        return reply.send(createReadStream(file));
      },
    );
  };

  return { dir, signedUrl, register };
}
