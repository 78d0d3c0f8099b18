import { join } from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './types';

export type { ObjectStorage } from './types';
export { isContentKey, isSafeKey, type ByteRange, type StoredObject } from './types';

/** Builds the storage the configuration asks for; STORAGE=s3 needs the bucket and credentials. */
export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE === 's3') {
    const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(join(config.dataDir, 'uploads'));
}

const byConfig = new WeakMap<Config, ObjectStorage>();

/** One storage per app (its config object), shared by the modules that store files. */
export function storageFor(config: Config): ObjectStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createStorage(config);
    byConfig.set(config, storage);
  }
  return storage;
}
