import type * as S3Sdk from '@aws-sdk/client-s3';
import type { ObjectStorage } from './types';

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
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async destroy() {
    if (this.sdk) (await this.sdk).client.destroy();
  }
}
