// `npm run bench` (last part): S3 seek. The real server (bundled) on STORAGE=s3 against s3rver (an S3-protocol server
// from npm) behind a proxy that counts the bytes the store sends. A teacher uploads a 24 MB video, then a player's
// seeks fetch 64 KB ranges at random places: the figure is bytes read from storage per byte served (goal ≤ 1.1; before
// ranged reads each range read the whole object). (Memory staying flat is asserted by src-server/lib/storage/__tests__/s3-ranges.test.ts.)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { bundleServer, signInTeacher, startServer } from './server-process.mjs';

const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'classpro-bench-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(dir, 's3'),
  configureBuckets: [{ name: 'bench' }],
});
const { port: s3Port } = await s3.run();
let storeSent = 0;
const proxy = createServer((client) => {
  const upstream = createConnection({ host: '127.0.0.1', port: s3Port });
  upstream.on('data', (chunk) => (storeSent += chunk.length));
  client.pipe(upstream).pipe(client);
  const end = () => (client.destroy(), upstream.destroy());
  client.on('error', end).on('close', end);
  upstream.on('error', end);
});
await new Promise((r) => proxy.listen(0, '127.0.0.1', r));

const outfile = await bundleServer();
const server = await startServer(
  outfile,
  {
    DATA_DIR: join(dir, 'data'),
    SEED_DEMO: 'true',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${proxy.address().port}`,
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    UPLOAD_SECRET: 'bench-s3-seek-secret-0123456789',
  },
  300_000,
);
try {
  const token = await signInTeacher(server.url);
  const auth = await (
    await fetch(`${server.url}/api/v2/comm/vt/getFileUploadAuthor?mediaType=VIDEO&contentType=video/mp4&quantity=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const a = auth.data[0];
  const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(24 * MB - 12)]);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    key: a.fileName,
    policy: a.policy,
    signature: a.signature,
    OSSAccessKeyId: a.ossConfig.accessKeyId,
    'Content-Type': a.contentType,
  }))
    form.set(k, v);
  form.set('file', new Blob([video], { type: 'video/mp4' }), 'clip.mp4');
  const stored = await (
    await fetch(`${server.url}${new URL(a.ossConfig.host, server.url).pathname}`, { method: 'POST', body: form })
  ).json();
  if (stored.code !== 200) throw new Error(`upload failed: ${stored.message}`);

  const seeks = 40;
  const before = storeSent;
  let served = 0;
  const started = performance.now();
  for (let i = 0; i < seeks; i++) {
    const start = Math.floor(Math.random() * (video.length - 64 * 1024));
    const res = await fetch(`${server.url}${stored.data.url}`, {
      headers: { range: `bytes=${start}-${start + 65535}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 206 || !body.equals(video.subarray(start, start + 65536))) throw new Error('wrong range');
    served += body.length;
  }
  const ms = (performance.now() - started) / seeks;
  const ratio = (storeSent - before) / served;
  console.log(
    `S3 seek: ${seeks} ranges of 64 KB in a 24 MB video: ${(storeSent - before).toLocaleString()} bytes read from ` +
      `storage for ${served.toLocaleString()} served = ${ratio.toFixed(3)} per byte (goal ≤ 1.1), ${ms.toFixed(1)} ms per seek`,
  );
  if (ratio > 1.1) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(outfile, { force: true });
  proxy.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
}
