import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import { JPEG, multipart, PNG, uploadImage } from '../../../modules/files/__tests__/form';
import { createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { createStorage } from '..';
import { S3Storage } from '../s3';
import { sha256Hex, signatureV4 } from './sigv4';

const AK = 'AKIDCLASSPROTEST';
const SK = 'classpro/test/secret+key';

describe('the SigV4 checker used by the fake S3', () => {
  it('reproduces AWS example "GET Object" (examplebucket/test.txt, Range bytes=0-9)', () => {
    const emptyHash = sha256Hex('');
    expect(emptyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const signature = signatureV4({
      method: 'GET',
      path: '/test.txt',
      query: '',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': emptyHash,
        'x-amz-date': '20130524T000000Z',
      },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: emptyHash,
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

/** An S3 look-alike that keeps objects in memory and refuses any request whose SigV4 signature is wrong. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const auth = String(req.headers.authorization ?? '');
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    const [path = '', query = ''] = (req.url ?? '').split('?');
    seen.push({ method: req.method ?? '', path, authorization: auth });
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const good =
      m &&
      m[1] === AK &&
      (payloadHash === 'UNSIGNED-PAYLOAD' || payloadHash === sha256Hex(body)) &&
      signatureV4({
        method: req.method ?? '',
        path,
        query,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        signedHeaders: m[4]!.split(';'),
        payloadHash,
        amzDate: String(req.headers['x-amz-date'] ?? ''),
        region: m[3]!,
        secretAccessKey: SK,
      }) === m[5];
    if (!good) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      return res.end('<Error><Code>SignatureDoesNotMatch</Code><Message>bad</Message></Error>');
    }
    if (req.method === 'PUT') {
      objects.set(path, { body, type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: '"x"' });
      return res.end();
    }
    const obj = objects.get(path);
    if ((req.method === 'GET' || req.method === 'HEAD') && obj) {
      const r = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      const part = r ? obj.body.subarray(Number(r[1]), Number(r[2]) + 1) : obj.body;
      const size = obj.body.length;
      res.writeHead(r ? 206 : 200, {
        'content-type': obj.type,
        'content-length': part.length,
        ...(r ? { 'content-range': `bytes ${r[1]}-${Number(r[1]) + part.length - 1}/${size}` } : {}),
      });
      return res.end(req.method === 'HEAD' ? undefined : part);
    }
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
  });
  return { server, objects, seen };
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  fake = fakeS3();
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => (fake.server as Server).close(() => r())));

describe('S3 storage through the official SDK', () => {
  const storage = () =>
    new S3Storage({ endpoint, bucket: 'classpro', region: 'cn-east-1', accessKeyId: AK, secretAccessKey: SK });

  it('puts and gets an object with signed, path-style requests', async () => {
    const s3 = storage();
    const body = Buffer.from('\x89PNG\r\n\x1a\n-bytes', 'latin1');
    await s3.put('images/202601/AbCdEfGhIjKlMnOpQrStUvWx.png', body, 'image/png');
    expect(fake.objects.get('/classpro/images/202601/AbCdEfGhIjKlMnOpQrStUvWx.png')).toEqual({
      body,
      type: 'image/png',
    });
    expect((await s3.get('images/202601/AbCdEfGhIjKlMnOpQrStUvWx.png'))?.equals(body)).toBe(true);
    expect(fake.seen.at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDCLASSPROTEST\/\d{8}\/cn-east-1\/s3\//,
    );
    await s3.destroy();
  });

  it('answers null for a missing object', async () => {
    const s3 = storage();
    expect(await s3.get('images/202601/NoSuchObjectNoSuchObject.png')).toBeNull();
    await s3.destroy();
  });

  it('fails loudly when the credentials are wrong', async () => {
    const s3 = new S3Storage({
      endpoint,
      bucket: 'classpro',
      region: 'cn-east-1',
      accessKeyId: AK,
      secretAccessKey: 'x',
    });
    await expect(s3.put('images/202601/AbCdEfGhIjKlMnOpQrStUvWx.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await s3.destroy();
  });
});

describe('uploads with STORAGE=s3', () => {
  it('refuses to start without a bucket and credentials', () => {
    expect(() => createStorage(testConfig({ STORAGE: 's3' }))).toThrow(/S3_BUCKET/);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'uploads',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY_ID: AK,
      S3_SECRET_ACCESS_KEY: SK,
      UPLOAD_SECRET: 'test-upload-secret-0123456789',
    });
  });
  afterAll(() => t.close());

  it('stores an authorized upload and an avatar in the bucket and serves them back', async () => {
    const token = await signIn(t.app, '13800000001');
    const url = await uploadImage(t.app, token, PNG);
    const key = url.replace('/files/uploads/', '');
    expect(fake.objects.get(`/uploads/${key}`)?.body.equals(PNG)).toBe(true);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const { payload, headers } = multipart({}, { data: JPEG, contentType: 'image/jpeg', filename: 'me.jpg' });
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/v1/students/avatar',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(avatar.json().code).toBe(200);
    expect(fake.objects.get(`/uploads/${avatar.json().data.url.replace('/files/uploads/', '')}`)?.type).toBe(
      'image/jpeg',
    );
  });
});
