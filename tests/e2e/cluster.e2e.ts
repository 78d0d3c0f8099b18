import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src-server/lib/storage/s3';
import { S3RVER_KEY, startTestS3, type TestS3 } from '../../src-server/test-s3';
import { findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { freePort, freshDatabase, startClusterServer, startNginx, until } from './cluster-helpers';
import { launchBrowser, newPage, PHONE, signInAs, type E2EServer } from './harness';

/**
 * A district deployment in one test file: nginx (deploy/nginx.conf) round-robin in front of two API servers on the
 * local PostgreSQL (a fresh database), Redis and an S3-protocol server (s3rver), all started here. Nothing is mocked.
 */
const run = randomBytes(4).toString('hex');
// The phone's photo: a 320×240 JPEG, green.
const photo = jpeg.encode(
  { data: Buffer.alloc(320 * 240 * 4, Buffer.from([60, 160, 80, 255])), width: 320, height: 240 },
  80,
).data;
let s3: TestS3;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let env: Record<string, string>;
let ports: number[];
const servers: E2EServer[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;
let ready: number[] = [];

/** Polls /readyz until it answers 200 or the time is up; the last status. */
async function readyWithin(base: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  s3 = await startTestS3(['cluster']);
  db = await freshDatabase();
  env = {
    ...s3.env('cluster'),
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `classpro-cluster-${run}:`,
    UPLOAD_SECRET: `cluster-secret-${run}-0123456789`,
  };
  ports = await Promise.all([freePort(), freePort(), freePort()]);
  // Three servers start together on the empty database: migrations, demo data and the shared content under locks.
  servers.push(...(await Promise.all(ports.map((port) => startClusterServer(env, port)))));
  // Each is ready once it answers 200 on /readyz, as a load balancer polls it (a loaded machine may take a moment).
  ready = await Promise.all(servers.map((s) => readyWithin(s.url, 120_000)));
  await servers.pop()!.close();
  nginx = await startNginx(ports.slice(0, 2));
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  for (const s of servers) await s.close().catch(() => undefined);
  await s3?.close();
  await db?.drop();
});

const signIn = async (server: E2EServer) => {
  const res = await fetch(`${server.url}/api/v2/user/vt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileOrEamil: TEACHER, password: 'Classpro@2026', userType: 'ASSISTANT' }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
};
const me = (base: string, token: string) =>
  fetch(`${base}/api/v2/user/getUserInfo?userType=ASSISTANT`, { headers: { authorization: `Bearer ${token}` } });

describe('a cluster behind nginx', () => {
  it('three servers started together on an empty database were all ready (two stay, behind nginx)', () => {
    expect(ready).toEqual([200, 200, 200]);
  });

  it('signs in on one server and works on the other, and through nginx on both', async () => {
    const token = await signIn(servers[0]!);
    const res = await me(servers[1]!.url, token);
    expect(((await res.json()) as { code: number; data: { mobile: string } }).data.mobile).toBe(TEACHER);
    for (let i = 0; i < 6; i++) {
      const body = (await (await me(nginx.url, token)).json()) as { code: number };
      expect(body.code).toBe(200);
    }
  });

  it('uploads a video through one server, and the other serves it and its ranges', async () => {
    const [one, other] = servers as [E2EServer, E2EServer];
    const token = await signIn(one);
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(2 * 1024 * 1024)]);
    const auth = (await (
      await fetch(`${one.url}/api/v2/comm/vt/getFileUploadAuthor?mediaType=VIDEO&contentType=video/mp4&quantity=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: {
        fileName: string;
        policy: string;
        signature: string;
        contentType: string;
        ossConfig: { accessKeyId: string; host: string };
      }[];
    };
    const a = auth.data[0]!;
    const form = new FormData();
    form.set('key', a.fileName);
    form.set('policy', a.policy);
    form.set('signature', a.signature);
    form.set('OSSAccessKeyId', a.ossConfig.accessKeyId);
    form.set('Content-Type', a.contentType);
    form.set('file', new Blob([video], { type: 'video/mp4' }), 'clip.mp4');
    const stored = (await (
      await fetch(`${one.url}${new URL(a.ossConfig.host, one.url).pathname}`, { method: 'POST', body: form })
    ).json()) as { code: number; data: { url: string } };
    expect(stored.code).toBe(200);
    // The store holds it, and refuses it to a client without the deployment's credentials.
    const store = (accessKeyId: string) =>
      new S3Storage({
        endpoint: s3.endpoint,
        bucket: 'cluster',
        region: 'us-east-1',
        accessKeyId,
        secretAccessKey: S3RVER_KEY,
      });
    expect((await store(S3RVER_KEY).head(a.fileName))?.size).toBe(video.length);
    await expect(store('NOT-THE-KEY').get(a.fileName)).rejects.toThrow(/Access Key Id/);

    for (const base of [other.url, nginx.url]) {
      const whole = await fetch(`${base}${stored.data.url}`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
      // A player seeking to the middle, then near the end.
      for (const start of [1024 * 1024, video.length - 1000]) {
        const end = Math.min(start + 64 * 1024, video.length) - 1;
        const part = await fetch(`${base}${stored.data.url}`, { headers: { range: `bytes=${start}-${end}` } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
      }
    }
  });

  it('a phone on one server casts a photo to the classroom screen on the other', async () => {
    const [phoneServer, screenServer] = servers as [E2EServer, E2EServer];
    const screen = await newPage(browser, { width: 1920, height: 1080 });
    const token = await signInAs(screen.context, screenServer, TEACHER);
    const bookId = await findBook(screenServer, token);
    await screen.page.goto(`${screenServer.url}/#/digitalbooks/read?bookId=${bookId}&page=3`);
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '上课', exact: true }).click();
    await screen.page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '手机投屏' }).click();
    const code = (await screen.page.getByTestId('cast-code').textContent())!.trim();

    const phone = await newPage(browser, PHONE);
    await signInAs(phone.context, phoneServer, '13800000002', 'PARENT');
    await phone.page.goto(`${phoneServer.url}/#/h5/ScreenCasting?code=${code}`);
    await phone.page.getByTestId('cast-target').waitFor();
    await phone.page
      .getByTestId('cast-file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await phone.page.getByText('已投屏 1 张').waitFor();
    const image = screen.page.getByTestId('cast-image');
    await image.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(320);
    await phone.context.close();
    await screen.context.close();
  });

  it('restarts each server under load through nginx with no failed request', async () => {
    const token = await signIn(servers[0]!);
    let ok = 0;
    const failures: string[] = [];
    let loading = true;
    const worker = async () => {
      while (loading && failures.length < 100) {
        try {
          const res = await me(nginx.url, token);
          const text = await res.text();
          if (res.status === 200 && (JSON.parse(text) as { code: number }).code === 200) ok++;
          else failures.push(`${res.status} ${text.slice(0, 120)}`);
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const load = Promise.all([worker(), worker(), worker(), worker()]);
    for (const i of [1, 0]) {
      const before = ok;
      await until(async () => ok > before + 50, 30_000, 'load');
      await servers[i]!.close();
      servers[i] = await startClusterServer(env, ports[i]!);
      await until(async () => (await fetch(`${servers[i]!.url}/readyz`)).ok, 30_000, 'restarted server');
      // As a rolling restart does: the next server goes only once the balancer sends the new one its share.
      let hits = 0;
      servers[i]!.app.server.on('request', () => hits++);
      await until(async () => hits >= 20, 30_000, 'nginx to use the restarted server');
    }
    const after = ok;
    await until(async () => ok > after + 50 || failures.length > 0, 30_000, 'load after the restarts');
    loading = false;
    await load;
    expect(new Set(failures)).toEqual(new Set());
    expect(ok).toBeGreaterThan(150);
  }, 180_000);
});
