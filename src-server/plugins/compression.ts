import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers on the fly (brotli, else gzip) for a client that asks with Accept-Encoding: API JSON, the .ics
 * and .vtt texts, web files that have no precompressed copy. @fastify/compress leaves alone what is already
 * compressed (a Content-Encoding set, as the web client's precompressed files have), partial content (206,
 * Content-Range), types that do not compress (images, video, PDF, zip) and hijacked replies (the server-sent event
 * streams of the AI chat and the screen cast write to the socket themselves). Its brotli level is 4: fast enough for
 * every request. Request bodies are not decompressed,
 * as before.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
});
