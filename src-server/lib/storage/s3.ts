import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { ByteRange, ObjectStorage, StoredObject } from './types';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Sdk = typeof S3Sdk;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode) through the official SDK, loaded on first use
 * so that servers on local storage never load it. Path-style addressing when an endpoint is given, and checksums
 * only when required, keep it working with stores that lack the newest S3 features.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private sdk?: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }>;

  constructor(private readonly opts: S3Options) {}

  private connect() {
    this.sdk ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.opts.region,
        endpoint: this.opts.endpoint,
        forcePathStyle: Boolean(this.opts.endpoint),
        credentials: { accessKeyId: this.opts.accessKeyId, secretAccessKey: this.opts.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.opts.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  /** HeadBucket: the endpoint answers and the credentials reach the bucket. */
  async ping(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.opts.bucket }), {
      abortSignal: AbortSignal.timeout(2000),
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.read(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return { size: Number(out.ContentLength ?? 0), modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (notFound(sdk, err)) return null;
      throw err;
    }
  }

  /** GetObject with `Range: bytes=start-end`: the store sends the asked bytes only, and they stream through. */
  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.opts.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return (out.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (notFound(sdk, err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async destroy() {
    if (this.sdk) (await this.sdk).client.destroy();
  }
}

function notFound(sdk: Sdk, err: unknown) {
  if (err instanceof sdk.NoSuchKey || err instanceof sdk.NotFound) return true;
  const name = (err as { name?: string }).name;
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}
