import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import { sendObject } from '../../lib/send-object';
import { contentKey } from '../../lib/shared-content';
import { isContentKey, storageFor } from '../../lib/storage';
import { uploadSecretFor } from '../../lib/upload-secret';

/**
 * The HLS streams (DATA_DIR/live), behind signed, expiring URLs. The signature sits in the path, not the query:
 * a player resolves the playlist's segment names against the playlist's URL, so every segment of a stream's folder
 * carries the same signature with no rewriting of playlists. Only lessonInfo signs a URL, for a signed-in teacher.
 */
export const LIVE_FILES = '/files/live/';
const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };

export const liveDir = (config: Config) => join(config.dataDir, 'live');

const sign = (config: Config, folder: string, exp: number) =>
  createHmac('sha256', uploadSecretFor(config)).update(`live:${folder}:${exp}`).digest('base64url').slice(0, 32);

/** A signed URL of a stream's playlist (a content path such as live-demo/index.m3u8), good for a day. */
export function signedStreamUrl(config: Config, path: string): string {
  const hour = 3600;
  const exp = Math.floor(Date.now() / 1000 / hour) * hour + 25 * hour;
  const folder = path.split('/')[0]!;
  return `${LIVE_FILES}${exp}/${sign(config, folder, exp)}/${path}`;
}

export function registerLiveFiles(app: FastifyInstance) {
  const root = liveDir(app.config);
  app.get(`${LIVE_FILES}*`, async (req, reply) => {
    const refuse = (code: number, message: string) =>
      reply.code(code).type('application/json; charset=utf-8').send({ code, message, data: null });
    const [e = '', s = '', ...rest] = (req.params as { '*': string })['*'].split('/');
    const safe = normalize(rest.join('/'));
    const type = TYPES[extname(safe)];
    if (!type || safe.startsWith('..') || safe.includes('\0') || rest.length !== 2)
      return refuse(404, Msg.fileNotFound);
    const exp = Number(e);
    const want =
      Number.isInteger(exp) && exp * 1000 >= Date.now() ? Buffer.from(sign(app.config, rest[0]!, exp)) : null;
    const got = Buffer.from(s);
    if (!want || want.length !== got.length || !timingSafeEqual(want, got)) return refuse(403, Msg.forbidden);
    if (app.config.STORAGE === 's3') {
      // The streams published once for the deployment (lib/shared-content), streamed from the bucket.
      const storage = storageFor(app.config);
      const key = contentKey('live', safe);
      const stored = isContentKey(key) ? await storage.head(key) : null;
      if (!stored) return refuse(404, Msg.fileNotFound);
      reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').type(type);
      if (!(await sendObject(req, reply, storage, key, stored.size, false))) return refuse(404, Msg.fileNotFound);
      return reply;
    }
    const file = join(root, safe);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return refuse(404, Msg.fileNotFound);
    }
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', size)
      .type(type)
      .send(createReadStream(file));
  });
}
