import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { files } from '../domain/digital-files';
import { createTestDatabase, signIn } from '../test-helpers';

/**
 * How the server delivers bytes (issue 29): compressed when the client asks (precompressed web files, API JSON on the
 * fly), and cached as fits each kind (hashed assets for a year, the rest revalidated by ETag).
 */
const web = mkdtempSync(join(tmpdir(), 'classpro-web-'));
const ASSET = 'assets/app-Bx3kQ9aZ.js';
const js = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => 'classpro ${i}';`).join('\n');
mkdirSync(join(web, 'assets'));
mkdirSync(join(web, 'pyodide'));
writeFileSync(join(web, ASSET), js);
writeFileSync(join(web, 'index.html'), `<!doctype html><title>Classpro</title>${'<div class="x"></div>'.repeat(100)}`);
writeFileSync(join(web, 'pyodide', 'pyodide-lock.json'), JSON.stringify({ packages: Array(200).fill({ a: 'b' }) }));
// The build's own step (scripts/precompress.ts), on this small web root.
await precompressDir(web);

const db = await createTestDatabase();
const app = await buildApp({ config: testConfig({ WEB_DIR: web }), database: db.database });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(web, { recursive: true, force: true });
});
const teacher = await signIn(app, '13800000001');

const decode = (res: LightMyRequestResponse) => {
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  return enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw;
};
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('compression', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])(
    'a built asset asked with Accept-Encoding: %s comes as %s and decompresses to the same bytes',
    async (ask, enc) => {
      const res = await get(`/${ASSET}`, { 'accept-encoding': ask });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers['content-type']).toContain('javascript');
      expect(String(res.headers.vary)).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(js.length / 3);
      expect(decode(res).toString()).toBe(js);
    },
  );

  it('index.html comes compressed too; without Accept-Encoding every file comes as it is', async () => {
    const html = readFileSync(join(web, 'index.html'));
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(decode(br)).toEqual(html);
    for (const url of ['/', `/${ASSET}`]) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get(`/${ASSET}`)).body).toBe(js);
  });

  it('API JSON above 1 KB is compressed on the fly; below it, and unasked, it is not', async () => {
    const auth = { authorization: `Bearer ${teacher}` };
    const url = '/api/v1/digital/vt/getBookCatalogue?bookId=1';
    const plain = await get(url, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const enc of ['br', 'gzip']) {
      const res = await get(url, { ...auth, 'accept-encoding': enc });
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(res).toString())).toEqual(plain.json());
    }
    const small = await get('/api/v2/comm/vt/ping', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('caching', () => {
  it('hashed assets are kept a year; index.html and unhashed files are revalidated', async () => {
    expect((await get(`/${ASSET}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/pyodide/pyodide-lock.json']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/"/);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it("pdf.js's CMaps are revalidated by ETag, not kept as immutable", async () => {
    const res = await get('/pdfjs/cmaps/UniGB-UCS2-H.bcmap');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.headers['cache-control']).toContain('no-cache');
    const again = await get('/pdfjs/cmaps/UniGB-UCS2-H.bcmap', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['books/book-1.pdf', 'media/audio-1.mp3'])('%s: ETag and Last-Modified, 304, ranges', async (path) => {
    const url = files.signedUrl(app.config, path);
    const full = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-encoding']).toBeUndefined();
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(full.headers['last-modified']).toBeTruthy();
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await get(url, { 'if-modified-since': String(full.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
    const part = await get(url, { range: 'bytes=0-99', 'accept-encoding': 'br' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 100));
    // A browser resuming its cached copy asks for the rest If-Range it is still the same file.
    const resumed = await get(url, { range: 'bytes=100-199', 'if-range': etag });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload).toEqual(full.rawPayload.subarray(100, 200));
    const changed = await get(url, { range: 'bytes=100-199', 'if-range': '"0-0"' });
    expect(changed.statusCode).toBe(200);
  });
});
