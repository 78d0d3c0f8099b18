import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../local';

const root = mkdtempSync(join(tmpdir(), 'classpro-local-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = async (stream: AsyncIterable<unknown> | null) => {
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('local storage reads', () => {
  const store = new LocalStorage(root);
  const key = 'videos/202611/LocalReadTestObject01.mp4';
  const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  it('heads, reads a range and the whole file, and answers null for a missing one', async () => {
    await store.put(key, body);
    expect((await store.head(key))?.size).toBe(5000);
    expect((await read(await store.read(key, { start: 100, end: 199 }))).equals(body.subarray(100, 200))).toBe(true);
    expect((await read(await store.read(key))).equals(body)).toBe(true);
    expect(await store.head('videos/202611/NoSuchObjectNoSuchObj.mp4')).toBeNull();
    expect(await store.read('videos/202611/NoSuchObjectNoSuchObj.mp4')).toBeNull();
  });

  it('keeps content keys inside their folder and refuses anything else', async () => {
    await store.put('content/digital/books/book-1.pdf', body);
    expect((await store.head('content/digital/books/book-1.pdf'))?.size).toBe(5000);
    for (const bad of ['content/digital/../../etc/passwd', 'content/other/a.pdf', 'content/digital/..', '../x.png'])
      await expect(store.head(bad)).rejects.toThrow(/unsafe/);
  });
});
