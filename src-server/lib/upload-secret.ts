import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

const byConfig = new WeakMap<Config, string>();

/**
 * The secret that signs upload policies: UPLOAD_SECRET, else one generated on first use and kept in
 * DATA_DIR/upload-secret (mode 600) so that it survives restarts. Several servers must share UPLOAD_SECRET.
 */
export function uploadSecretFor(config: Config): string {
  const cached = byConfig.get(config);
  if (cached) return cached;
  let secret = config.UPLOAD_SECRET;
  if (!secret) {
    const file = join(config.dataDir, 'upload-secret');
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch {
      secret = '';
    }
    if (!secret) {
      mkdirSync(config.dataDir, { recursive: true });
      const fresh = randomBytes(32).toString('base64url');
      try {
        // 'wx' fails if another process wrote it first; then that one wins.
        writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
        secret = fresh;
      } catch {
        secret = readFileSync(file, 'utf8').trim();
      }
    }
  }
  if (secret.length < 16) throw new Error('UPLOAD_SECRET must be at least 16 characters');
  byConfig.set(config, secret);
  return secret;
}
