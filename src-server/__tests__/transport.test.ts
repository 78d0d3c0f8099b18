import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, signIn } from '../test-helpers';

/**
 * Transport-level attacks found on the running server (issue 18): malformed multipart, bad URLs, framing, a forged
 * Host. Each answer must be the JSON envelope with a clear message, and the log must hold no stack trace.
 */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const web = mkdtempSync(join(tmpdir(), 'classpro-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>x</title>');
writeFileSync(join(web, 'app.js'), 'console.log(1)');
const db = await createTestDatabase();
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'info', WEB_DIR: web }),
  database: db.database,
  logStream,
});
await app.ready();
afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(web, { recursive: true, force: true });
});

const teacher = await signIn(app, '13800000001');
const STACK = /"stack"|\n\s+at |node_modules|\.ts:\d+/;

const B = 'XyZ123';
const part = (headers: string, data: string) => `--${B}\r\n${headers}\r\n\r\n${data}\r\n`;
const FILE_HEAD = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
const MALFORMED: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'x'],
  ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
  ['a wrong boundary', `multipart/form-data; boundary=${B}`, part(FILE_HEAD, 'x').replaceAll(B, 'other') + '--other--'],
  ['garbage', `multipart/form-data; boundary=${B}`, '\u0000\u00ff garbage \r\n\r\n--'],
  ['a truncated part', `multipart/form-data; boundary=${B}`, `--${B}\r\n${FILE_HEAD}\r\n\r\n\u0089PNG`],
  ['a part without headers', `multipart/form-data; boundary=${B}`, `${part('garbage', 'xx')}--${B}--\r\n`],
  [
    'a field after the file',
    `multipart/form-data; boundary=${B}`,
    `${part(FILE_HEAD, 'x')}${part('Content-Disposition: form-data; name="key"', 'k')}--${B}--\r\n`,
  ],
  ['headers only', `multipart/form-data; boundary=${B}`, `--${B}\r\n${FILE_HEAD}`],
];

describe('malformed multipart', () => {
  it.each(MALFORMED)('%s: the envelope with a clear message, no 500, no stack in the log', async (_n, type, body) => {
    for (const [url, token] of [
      ['/files/upload', undefined],
      ['/api/v1/students/avatar', teacher],
    ] as const) {
      const before = lines.length;
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: body,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      const json = res.json() as { code: number; message: string; data: unknown };
      expect(json.code, url).not.toBe(Code.SERVER_ERROR);
      expect(json.code, url).not.toBe(Code.OK);
      expect(json.message, url).toMatch(/[\u4e00-\u9fff]/);
      expect(lines.slice(before).filter((l) => STACK.test(l))).toEqual([]);
    }
  });
});

describe('URL-level garbage', () => {
  it('a bad percent-encoding in the path gets the 400 envelope', async () => {
    const res = await app.inject({ url: '/api/v2/comm/vt/ping%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: Msg.badUrl, data: null });
  });

  it('an over-long URL gets the 414 envelope, on a real socket too (past the HTTP parser limit)', async () => {
    const res = await app.inject({ url: `/api/v2/user/getUserInfo?x=${'a'.repeat(10_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, message: Msg.urlTooLong, data: null });
    const real = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: db.database, logStream });
    try {
      const address = await real.listen({ port: 0, host: '127.0.0.1' });
      for (const length of [10_000, 40_000]) {
        const r = await fetch(`${address}/api/v2/comm/vt/ping?x=${'a'.repeat(length)}`);
        expect(r.status, String(length)).toBe(414);
        expect(await r.json()).toEqual({ code: 414, message: Msg.urlTooLong, data: null });
      }
      const big = await fetch(`${address}/api/v2/comm/vt/ping`, { headers: { 'x-big': 'b'.repeat(40_000) } });
      expect(big.status).toBe(431);
      expect(await big.json()).toEqual({ code: 431, message: Msg.headersTooLarge, data: null });
    } finally {
      await real.close();
    }
  });
});

describe('security headers', () => {
  const html = readFileSync(join(import.meta.dirname, '../../src-renderer/index.html'), 'utf8');
  const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)![1]!;
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it.each(['/', '/index.html', '/app.js', '/api/v2/comm/vt/ping', '/api/v2/user/getUserInfo', '/no/such'])(
    '%s: CSP (the meta tag, narrowed, plus framing by the app only), X-Frame-Options, Permissions-Policy, nosniff',
    async (url) => {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      for (const d of meta.split(';').map((x) => x.trim()))
        if (!/^(connect|frame)-src /.test(d)) expect(csp).toContain(d);
      // The hidden chat frame is the app itself: framing by its own origin only.
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      // No http:/https: wildcard: the app talks to its own origin and frames itself.
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      // KaTeX's fonts are files of the build.
      expect(directive(csp, 'font-src')).toBe("font-src 'self'");
      const permissions = String(res.headers['permissions-policy'] ?? '');
      for (const p of ['camera=(self)', 'microphone=(self)', 'geolocation=(self)', 'payment=()', 'usb=()'])
        expect(permissions).toContain(p);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain HTTP, no proxy: no HSTS (a browser would ignore it, and a test server must not pin it).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('HSTS when the request came over HTTPS through a trusted proxy, not when an untrusted client says so', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    expect((await app.inject({ url: '/', headers })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), database: db.database });
    try {
      const res = await behindProxy.inject({ url: '/api/v2/comm/vt/ping', headers });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await behindProxy.close();
    }
  });

  it('connect-src and frame-src name the public base URL and the trusted origins a deployment configures', async () => {
    const config = testConfig({
      PUBLIC_BASE_URL: 'https://api.school.example/',
      TRUSTED_ORIGINS: 'https://ai.school.example, https://cdn.school.example/books/',
    });
    const other = await buildApp({ config, database: db.database });
    try {
      const csp = String((await other.inject({ url: '/api/v2/comm/vt/ping' })).headers['content-security-policy']);
      expect(directive(csp, 'connect-src')).toBe(
        "connect-src 'self' https://api.school.example https://ai.school.example https://cdn.school.example",
      );
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://ai.school.example https://cdn.school.example");
    } finally {
      await other.close();
    }
  });
});

describe('the upload host handed to clients', () => {
  const hostOf = async (host: string) => {
    const res = await app.inject({
      url: '/api/v2/comm/vt/getFileUploadAuthor?contentType=image/png&quantity=1',
      headers: { authorization: `Bearer ${teacher}`, host },
    });
    return (res.json() as { data: { ossConfig: { host: string } }[] }).data[0]!.ossConfig.host;
  };

  it('is never taken from a forged Host header', async () => {
    expect(await hostOf('evil.example.com')).not.toContain('evil');
    expect(await hostOf('evil.example.com:8080')).not.toContain('evil');
  });

  it('keeps a trusted host (localhost, this machine)', async () => {
    expect(await hostOf('localhost:8080')).toBe('http://localhost:8080/files/upload');
    expect(await hostOf('127.0.0.1:8080')).toBe('http://127.0.0.1:8080/files/upload');
  });
});
