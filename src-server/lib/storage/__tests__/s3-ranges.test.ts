import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { startTestS3, S3RVER_KEY, type TestS3 } from '../../../test-s3';
import { S3Storage } from '../s3';

/** Ranged reads against a real S3-protocol server (s3rver, in its own process, behind a proxy that counts bytes). */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(['ranges']);
});
afterAll(() => s3?.close());

const storage = (secret = S3RVER_KEY, key = S3RVER_KEY) =>
  new S3Storage({
    endpoint: s3.endpoint,
    bucket: 'ranges',
    region: 'us-east-1',
    accessKeyId: key,
    secretAccessKey: secret,
  });

const KEY = 'videos/202611/RangeTestVideoObject01.mp4';
const MB = 1024 * 1024;

describe('S3 storage on an S3-protocol server', () => {
  // s3rver checks the access key of a SigV4 request, not its signature (the fake S3 in s3-storage.test.ts does).
  it('refuses an unknown access key', async () => {
    await expect(storage(S3RVER_KEY, 'NOBODY').put(KEY, Buffer.from('x'), 'video/mp4')).rejects.toThrow(
      /Access Key Id/,
    );
  });

  it('heads and reads only the asked range', async () => {
    const s = storage();
    const body = randomBytes(MB);
    await s.put(KEY, body, 'video/mp4');
    expect((await s.head(KEY))?.size).toBe(MB);
    expect(await s.head('videos/202611/NoSuchObjectNoSuchObj.mp4')).toBeNull();
    const before = s3.sent();
    const part = await s.read(KEY, { start: 1000, end: 1999 });
    const chunks: Buffer[] = [];
    for await (const c of part!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(body.subarray(1000, 2000))).toBe(true);
    expect(s3.sent() - before).toBeLessThan(1000 + 1024);
    s.destroy();
  });

  it('deletes an object (the upload collector, issue 28.7), and deleting a missing one is no error', async () => {
    const s = storage();
    const key = 'images/202611/DeleteTestObject0001.png';
    await s.put(key, Buffer.from('x'), 'image/png');
    expect(await s.get(key)).not.toBeNull();
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    await expect(s.delete(key)).resolves.toBeUndefined();
    s.destroy();
  });
});

describe('/files/uploads/* on STORAGE=s3', () => {
  let t: TestApp;
  let base: string;
  const big = randomBytes(24 * MB);
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env('ranges'), UPLOAD_SECRET: 'test-upload-secret-0123456789' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const s = storage();
    await s.put(KEY, big, 'video/mp4');
    s.destroy();
    await t.app.db.insert(uploadedFiles).values({
      key: KEY,
      ownerArea: 'teacher',
      ownerId: 1,
      purpose: 'VIDEO',
      contentType: 'video/mp4',
      maxSize: 64 * MB,
      size: big.length,
      status: 'stored',
      expiresAt: new Date(Date.now() + 3600_000),
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('seeks: 64 KB ranges cost about 64 KB each from the store (≤ 1.1 bytes read per byte served)', async () => {
    const before = s3.sent();
    let served = 0;
    for (const start of [0, 20 * MB, 5 * MB, 23 * MB, 13 * MB, 11 * MB, 17 * MB, 1 * MB]) {
      const end = start + 64 * 1024 - 1;
      const res = await fetch(`${base}/files/uploads/${KEY}`, { headers: { range: `bytes=${start}-${end}` } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${big.length}`);
      const got = Buffer.from(await res.arrayBuffer());
      expect(got.equals(big.subarray(start, end + 1))).toBe(true);
      served += got.length;
    }
    expect((s3.sent() - before) / served).toBeLessThanOrEqual(1.1);
  });

  it('answers 416 past the end, and the last bytes for a suffix range', async () => {
    const past = await fetch(`${base}/files/uploads/${KEY}`, { headers: { range: `bytes=${big.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${big.length}`);
    const tail = await fetch(`${base}/files/uploads/${KEY}`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(big.subarray(-100))).toBe(true);
  });

  it('streams a whole 24 MB object without holding it in memory', async () => {
    // Buffers still held, not garbage not yet collected: a full collection before each sample.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => (gc(), process.memoryUsage().arrayBuffers);
    const start = held();
    let peak = start;
    const res = await fetch(`${base}/files/uploads/${KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    let received = 0;
    let sampled = 0;
    for await (const chunk of res.body!) {
      received += (chunk as Uint8Array).length;
      if (received - sampled >= MB) {
        sampled = received;
        peak = Math.max(peak, held());
      }
    }
    expect(received).toBe(big.length);
    // Whole-object reads held the object (and a copy): 24 MB and more (27 MB measured). A stream holds the chunks in
    // flight between the store, the server and this client: a few MB (3-8 MB measured on a loaded machine, and once
    // just over 12 MB while two e2e builds ran beside the suite). The bound stays below one whole object.
    expect(peak - start).toBeLessThan(big.length * 0.75);
  });

  it('still answers 404 for a key it does not know', async () => {
    const res = await fetch(`${base}/files/uploads/videos/202611/NoSuchObjectNoSuchObj.mp4`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(404);
  });
});
