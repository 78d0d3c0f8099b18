import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { IMAGE_MAX_BYTES } from '@shared/rules/uploads';
import { uploadedFiles } from '../../../db/schema';
import { testConfig } from '../../../config';
import { encodePolicy, signPolicy } from '../../../lib/upload-policy';
import { uploadSecretFor } from '../../../lib/upload-secret';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { authorize, GIF, JPEG, multipart, padded, PNG, postToHost, WEBP } from './form';

const SECRET = 'test-upload-secret-0123456789';
let t: TestApp;
let dataDir: string;
let teacher: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_SECRET: SECRET });
  teacher = await signIn(t.app, '13800000001');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload authorization', () => {
  it('needs a teacher or parent token', async () => {
    expect((await authorize(t.app, '')).body.code).toBe(Code.TOKEN_EXPIRED);
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    expect((await authorize(t.app, parent)).body.code).toBe(200);
  });

  it('issues one signed, expiring policy per file, pointing at our storage host', async () => {
    const { body } = await authorize(t.app, teacher, { quantity: '3', contentType: 'image/jpg' });
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(new Set(body.data.map((a) => a.fileName)).size).toBe(3);
    const a = body.data[0]!;
    expect(a.fileName).toMatch(/^images\/\d{6}\/[\w-]{24}\.jpg$/);
    expect(a.ossConfig.host).toBe('http://localhost:80/files/upload');
    expect(a.contentType).toBe('image/jpeg');
    expect(a.url).toBe(`/files/uploads/${a.fileName}`);
    const policy = JSON.parse(Buffer.from(a.policy, 'base64').toString('utf8'));
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
    expect(policy.conditions).toEqual([
      ['eq', '$key', a.fileName],
      ['eq', '$Content-Type', 'image/jpeg'],
      ['content-length-range', 1, IMAGE_MAX_BYTES - 1],
    ]);
    expect(a.signature).toBe(signPolicy(a.policy, SECRET));
  });

  it('refuses non-image types and more than 9 files with the spec messages', async () => {
    expect((await authorize(t.app, teacher, { contentType: 'image/svg+xml' })).body).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.imageOnly,
    });
    expect((await authorize(t.app, teacher, { quantity: '10' })).body.message).toBe(Msg.imageTooMany);
    expect((await authorize(t.app, teacher, { quantity: 'x' })).body.code).toBe(Code.BAD_REQUEST);
  });
});

describe('the storage host', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
  ])('stores a real %s and serves it back with its type', async (type, bytes) => {
    const { body } = await authorize(t.app, teacher, { contentType: type });
    const res = await postToHost(t.app, body.data[0]!, { data: bytes, contentType: type });
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toBe(body.data[0]!.url);
    expect(res.body.data.ossUrl).toBe(`http://localhost:80${body.data[0]!.url}`);
    const served = await t.app.inject({ url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // On local disk under DATA_DIR/uploads.
    expect(readFileSync(join(dataDir, 'uploads', body.data[0]!.fileName)).equals(bytes)).toBe(true);
  });

  it('accepts an authorization once only', async () => {
    const { body } = await authorize(t.app, teacher);
    expect((await postToHost(t.app, body.data[0]!, { data: PNG })).body.code).toBe(200);
    const again = await postToHost(t.app, body.data[0]!, { data: PNG });
    expect(again.body).toMatchObject({ code: Code.FORBIDDEN, message: Msg.uploadAuthInvalid });
  });

  it('refuses a forged signature, another key, another content type or a foreign access key', async () => {
    const { body } = await authorize(t.app, teacher, { quantity: '2' });
    const [a, b] = body.data as [(typeof body.data)[0], (typeof body.data)[0]];
    const cases: Record<string, string>[] = [
      { signature: signPolicy(a.policy, 'wrong-secret-wrong-secret') },
      { signature: '' },
      { key: b.fileName },
      { key: '../../etc/passwd' },
      { 'Content-Type': 'image/gif' },
      { OSSAccessKeyId: 'someone-else' },
      { policy: a.policy.slice(0, -4) },
    ];
    for (const override of cases) {
      const res = await postToHost(t.app, a, { data: PNG }, override);
      expect(res.body, JSON.stringify(override)).toMatchObject({
        code: Code.FORBIDDEN,
        message: Msg.uploadAuthInvalid,
      });
    }
    // Still unused, so the genuine form works afterwards.
    expect((await postToHost(t.app, a, { data: PNG })).body.code).toBe(200);
  });

  it('refuses an expired policy even with a good signature', async () => {
    const { body } = await authorize(t.app, teacher);
    const a = body.data[0]!;
    const policy = encodePolicy({
      expiration: new Date(Date.now() - 1000).toISOString(),
      conditions: [
        ['eq', '$key', a.fileName],
        ['eq', '$Content-Type', 'image/png'],
        ['content-length-range', 1, IMAGE_MAX_BYTES - 1],
      ],
    });
    const res = await postToHost(t.app, a, { data: PNG }, { policy, signature: signPolicy(policy, SECRET) });
    expect(res.body.message).toBe(Msg.uploadAuthInvalid);
    // And a pending row past its time is refused too.
    await t.database.db
      .update(uploadedFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadedFiles.key, a.fileName));
    expect((await postToHost(t.app, a, { data: PNG })).body.message).toBe(Msg.uploadAuthInvalid);
  });

  it('checks the real type from the bytes, whatever the file claims', async () => {
    const { body } = await authorize(t.app, teacher, { quantity: '3' });
    const [a, b, c] = body.data as [(typeof body.data)[0], (typeof body.data)[0], (typeof body.data)[0]];
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await postToHost(t.app, a, { data: html, contentType: 'image/png' })).body.message).toBe(Msg.imageOnly);
    // A real JPEG sent under a PNG authorization is not what was declared.
    expect((await postToHost(t.app, b, { data: JPEG })).body.message).toBe(Msg.imageOnly);
    expect((await postToHost(t.app, c, { data: Buffer.alloc(0) })).body.message).toBe(Msg.imageOnly);
    // A refused file leaves the authorization usable.
    expect((await postToHost(t.app, a, { data: PNG })).body.code).toBe(200);
  });

  it('refuses a file of 5MB or more with the spec message', async () => {
    const { body } = await authorize(t.app, teacher, { quantity: '2' });
    const big = await postToHost(t.app, body.data[0]!, { data: padded(PNG, IMAGE_MAX_BYTES) });
    expect(big.body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.imageTooLarge });
    const justUnder = await postToHost(t.app, body.data[1]!, { data: padded(PNG, IMAGE_MAX_BYTES - 1) });
    expect(justUnder.body.code).toBe(200);
  });

  it('answers a form without a file, or not multipart at all, with 400 and no stack', async () => {
    const { payload, headers } = multipart({ key: 'x' });
    const noFile = await t.app.inject({ method: 'POST', url: '/files/upload', payload, headers });
    expect(noFile.json().code).toBe(Code.BAD_REQUEST);
    const json = await call(t.app, { method: 'POST', url: '/files/upload', body: { key: 'x' } });
    expect(json.body.code).toBe(Code.BAD_REQUEST);
    expect(json.raw.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('serving uploads', () => {
  it('gives 404 for unknown, unfinished and unsafe paths', async () => {
    const { body } = await authorize(t.app, teacher);
    for (const url of [
      '/files/uploads/images/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      body.data[0]!.url,
      '/files/uploads/../../package.json',
      '/files/uploads/%2e%2e/%2e%2e/package.json',
      '/files/uploads/images/202601/x.svg',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the policy secret', () => {
  it('is generated once per data dir, kept private, and the same after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'classpro-secret-'));
    try {
      // Two config objects stand for two starts of the server on one data dir.
      const first = uploadSecretFor(testConfig({ DATA_DIR: dir }));
      const file = join(dir, 'upload-secret');
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(uploadSecretFor(testConfig({ DATA_DIR: dir }))).toBe(first);
      expect(uploadSecretFor(testConfig({ DATA_DIR: dir, UPLOAD_SECRET: SECRET }))).toBe(SECRET);
      expect(() => uploadSecretFor(testConfig({ DATA_DIR: dir, UPLOAD_SECRET: 'short' }))).toThrow(/16/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
