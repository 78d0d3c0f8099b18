import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's output under assets/ is named by content hash: a changed file has a new name, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, pdf.js's and Pyodide's files, the favicon) keeps its name: revalidated each use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a web file, by its path relative to the web root. */
export function webCacheControl(rel: string): string {
  return rel.split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/**
 * The built web client (WEB_DIR), when there is one. The build wrote a brotli and a gzip copy beside each text
 * file (scripts/precompress.ts); `preCompressed` sends the one the browser accepts (Vary: Accept-Encoding).
 * ETag and Last-Modified come from the file sent, so a revalidation of an unchanged file is a 304.
 */
export async function registerWebClient(app: FastifyInstance, dir: string | undefined) {
  const root = dir ? resolve(dir) : '';
  if (!root || !existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // An array: preCompressed looks an index file up only in one.
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', webCacheControl(relative(root, path)));
    },
  });
}
