import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** s3rver's one account: it refuses requests signed with any other key or secret. */
export const S3RVER_KEY = 'S3RVER';

/** s3rver (an S3-protocol server from npm) in its own process, so its memory and ours are measured apart. */
const CHILD = `
const S3rver = require('s3rver');
const [dir, buckets] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir,
  configureBuckets: buckets.split(',').map((name) => ({ name })) })
  .run().then(({ port }) => console.log(JSON.stringify({ port })));
process.on('disconnect', () => process.exit(0));
`;

export interface TestS3 {
  /** The endpoint to give S3_ENDPOINT: a proxy that counts what the store sends. */
  endpoint: string;
  /** Bytes the store has sent (headers included) since the start. */
  sent(): number;
  /** Environment for testConfig / a server: STORAGE=s3 on this store. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver with the given buckets on a free port, behind a counting TCP proxy. */
export async function startTestS3(buckets: string[]): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'classpro-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD, dir, buckets.join(',')], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`s3rver exited with ${code}`)));
    child.stdout!.once('data', (line: Buffer) => done((JSON.parse(line.toString()) as { port: number }).port));
  });
  let closedBytes = 0;
  const open = new Set<Socket>();
  const clients = new Set<Socket>();
  const proxy: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port });
    open.add(upstream);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    upstream.on('close', () => {
      closedBytes += upstream.bytesRead;
      open.delete(upstream);
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    sent: () => closedBytes + [...open].reduce((sum, s) => sum + s.bytesRead, 0),
    env: (bucket) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    }),
    close: async () => {
      for (const s of [...open, ...clients]) s.destroy();
      await new Promise<void>((r) => proxy.close(() => r()));
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
