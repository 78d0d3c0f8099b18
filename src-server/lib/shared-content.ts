import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isContentKey, storageFor } from './storage';

/**
 * Generated content (textbooks, HLS, course, boutique and library media) shared by every server of a deployment.
 * On local storage each server generates its own copy into DATA_DIR/<folder>, as before. With STORAGE=s3 the set is
 * generated once per deployment, under a PostgreSQL advisory lock, and put into the bucket under content/<folder>/;
 * an index object (content/<folder>/_published-<version>.json, with every file's size) marks a finished set. Any
 * server, also one without demo data, then serves every URL any server signed from the bucket.
 */
export const contentKey = (folder: string, path: string) => `content/${folder}/${path}`;
const indexKey = (folder: string, version: string) => contentKey(folder, `_published-${version}.json`);

/** One advisory lock per folder, next to the start-up locks (db/migrate.ts), so sets are published in parallel. */
const FOLDERS = ['digital', 'live', 'aicourse', 'boutique', 'resources'] as const;
const lockOf = (folder: string) => 724_510 + FOLDERS.indexOf(folder as (typeof FOLDERS)[number]);

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.json': 'application/json',
  '.vtt': 'text/vtt; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

interface ContentIndex {
  version: string;
  sizes: Record<string, number>;
}

const published = new WeakMap<Config, Map<string, ContentIndex>>();

async function readIndex(config: Config, folder: string, version: string): Promise<ContentIndex | null> {
  const bytes = await storageFor(config).get(indexKey(folder, version));
  return bytes ? (JSON.parse(bytes.toString('utf8')) as ContentIndex) : null;
}

/** Puts every file of a generated folder into the bucket, then the index that marks the set finished. */
async function publish(config: Config, folder: string, version: string): Promise<ContentIndex> {
  const storage = storageFor(config);
  const dir = join(config.dataDir, folder);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => isContentKey(contentKey(folder, path)));
  const index: ContentIndex = { version, sizes: {} };
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = await readFile(join(dir, path));
      await storage.put(contentKey(folder, path), body, TYPES[extname(path)] ?? 'application/octet-stream');
      index.sizes[path] = body.length;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await storage.put(indexKey(folder, version), Buffer.from(JSON.stringify(index)), 'application/json');
  return index;
}

/**
 * Makes a folder's content available: generates it locally (local storage, with demo data), or with STORAGE=s3
 * finds it published in the bucket, or (with demo data) generates and publishes it under the folder's lock, once.
 */
export async function provideContent(
  app: FastifyInstance,
  folder: string,
  version: string,
  generate: () => Promise<unknown>,
): Promise<void> {
  const { config } = app;
  if (config.STORAGE !== 's3') {
    if (config.SEED_DEMO) await generate();
    return;
  }
  let index: ContentIndex | null;
  try {
    index = await readIndex(config, folder, version);
    if (!index && config.SEED_DEMO) {
      const locked = await app.database.exclusive(lockOf(folder), async () => {
        const done = await readIndex(config, folder, version);
        if (done) return done;
        await generate();
        return publish(config, folder, version);
      });
      index = locked.value ?? null;
    }
  } catch (err) {
    // The store is down: the server still starts (readiness names the storage), and serves the content from the
    // bucket once the store answers; only the sizes it reports stay 0 until it restarts.
    app.log.warn({ err, folder }, 'shared content: the object store did not answer');
    return;
  }
  // A server without demo data that starts before any server published the set serves it all the same (files are
  // looked up in the bucket when asked); only the sizes it reports stay 0 until it restarts.
  if (!index) return;
  let byFolder = published.get(config);
  if (!byFolder) published.set(config, (byFolder = new Map()));
  byFolder.set(folder, index);
}

/** The size of a published content file (STORAGE=s3), or undefined when this server knows of none. */
export function contentSize(config: Config, folder: string, path: string): number | undefined {
  return published.get(config)?.get(folder)?.sizes[path];
}

/** The published set's version (STORAGE=s3), or undefined. */
export const contentVersion = (config: Config, folder: string) => published.get(config)?.get(folder)?.version;
