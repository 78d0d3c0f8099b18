import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Msg } from '@shared/rules/messages';
import { FILES_PREFIX, files } from '../../domain/digital-files';
import { answerConditional, fileEtag } from '../../lib/http-cache';

export { FILES_PREFIX };
export const contentDir = files.dir;
/** A signed URL for a content path such as books/book-1.pdf (external URLs pass through). */
export const signedUrl = files.signedUrl;
export const registerFileRoute = files.register;

/**
 * pdf.js's CJK cMaps and standard fonts, from the pdfjs-dist package: the books' Chinese text (a standard
 * Adobe-GB1 font, not embedded) cannot be decoded without them. Served to the web app and the desktop app alike.
 * Their names carry no version, so a browser revalidates them (ETag, 304) rather than keeping an old copy forever
 * after an upgrade of pdfjs-dist.
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
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) return reply.code(404).send({ code: 404, message: Msg.fileNotFound, data: null });
    reply.header('cache-control', 'public, no-cache').header('access-control-allow-origin', '*');
    // Weak: the bytes sent may be compressed on the fly (a CMap compresses well); no ranges here.
    if (answerConditional(req, reply, `W/${fileEtag(stat)}`, stat.mtime)) return reply.send();
    return reply.type('application/octet-stream').send(createReadStream(path));
  });
}
