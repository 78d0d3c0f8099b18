import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files as digitalFiles } from '../domain/digital-files';
import { signedUrl as aicourseUrl } from '../modules/aicourse/files';
import { signedVideoUrl } from '../modules/boutique/files';
import { signedStreamUrl } from '../modules/live/files';
import { fileUrlOf } from '../modules/resources/files';
import { createTestApp, type TestApp } from '../test-helpers';
import { startTestS3, type TestS3 } from '../test-s3';

/**
 * With STORAGE=s3 the generated content (textbooks, HLS, course, boutique and library media) is made once per
 * deployment into the bucket, and any server serves any URL another server signed: also one without demo data and
 * without the files on its disk.
 */
const SECRET = 'shared-content-secret-0123456789';
let s3: TestS3;
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'classpro-shared-'));
  dirs.push(dir);
  return dir;
};
let seeding: TestApp;
let plain: TestApp;
let seedingDir: string;

beforeAll(async () => {
  s3 = await startTestS3(['content']);
  seedingDir = dataDir();
  seeding = await createTestApp({ ...s3.env('content'), UPLOAD_SECRET: SECRET, DATA_DIR: seedingDir });
  plain = await createTestApp({ ...s3.env('content'), UPLOAD_SECRET: SECRET, DATA_DIR: dataDir(), SEED_DEMO: 'false' });
}, 240_000);
afterAll(async () => {
  await seeding?.close();
  await plain?.close();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The first generated file of a folder with one of the extensions. */
const firstFile = (folder: string, exts: string[]) => {
  const all = readdirSync(join(seedingDir, folder), { recursive: true, encoding: 'utf8' });
  const path = all.find((p) => exts.includes(extname(p)));
  if (!path) throw new Error(`no ${exts.join('/')} in ${folder}`);
  return path.split('\\').join('/');
};

describe('shared content on STORAGE=s3', () => {
  it('a server without demo data serves a textbook range that another server signed', async () => {
    const url = digitalFiles.signedUrl(seeding.app.config, 'books/book-1.pdf');
    const pdf = readFileSync(join(seedingDir, 'digital/books/book-1.pdf'));
    const res = await plain.app.inject({ url, headers: { range: 'bytes=100-1123' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${pdf.length}`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf.subarray(100, 1124))).toBe(true);
    const past = await plain.app.inject({ url, headers: { range: `bytes=${pdf.length}-` } });
    expect(past.statusCode).toBe(416);
    const whole = await plain.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(existsSync(join(plain.app.config.dataDir, 'digital'))).toBe(false);
  });

  it('serves the live HLS, AI-course, boutique and library media signed by another server', async () => {
    const cases: [string, string][] = [
      [signedStreamUrl(seeding.app.config, 'live-demo/index.m3u8'), 'live/live-demo/index.m3u8'],
      ...(['aicourse', 'boutique', 'resources'] as const).map((folder): [string, string] => {
        const path = firstFile(folder, ['.mp4', '.png']);
        const sign = { aicourse: aicourseUrl, boutique: signedVideoUrl, resources: fileUrlOf }[folder];
        return [sign(seeding.app.config, path), `${folder}/${path}`];
      }),
    ];
    for (const [url, local] of cases) {
      const res = await plain.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(readFileSync(join(seedingDir, local))), url).toBe(true);
    }
  });

  it('refuses a forged signature and a path outside the content, with the envelope', async () => {
    const url = digitalFiles.signedUrl(seeding.app.config, 'books/book-1.pdf').replace(/s=.*/, 's=forged');
    const forged = await plain.app.inject({ url });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 403, data: null });
    const missing = await plain.app.inject({ url: digitalFiles.signedUrl(seeding.app.config, 'books/no-such.pdf') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, data: null });
  });

  it('a second server with demo data finds the set published and generates nothing', async () => {
    const dir = dataDir();
    const second = await createTestApp({ ...s3.env('content'), UPLOAD_SECRET: SECRET, DATA_DIR: dir });
    try {
      for (const folder of ['digital', 'live', 'aicourse', 'resources'])
        expect(existsSync(join(dir, folder))).toBe(false);
      const url = digitalFiles.signedUrl(second.app.config, 'books/book-1.pdf');
      const head = await seeding.app.inject({ url, headers: { range: 'bytes=0-4' } });
      expect(head.statusCode).toBe(206);
      expect(head.body).toBe('%PDF-');
    } finally {
      await second.close();
    }
  });
});
