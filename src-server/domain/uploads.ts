import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '@shared/api/common';
import { FilesPaths, type UploadAuthorization } from '@shared/api/files';
import { Msg } from '@shared/rules/messages';
import {
  EXTENSION_OF,
  FEEDBACK_MAX_IMAGES,
  MEDIA_RULES,
  UPLOAD_MEDIA_TYPES,
  mediaTypeOf,
  normalizeUploadType,
  sniffUploadType,
  type UploadMediaType,
  type UploadType,
} from '@shared/rules/uploads';
import type { Config } from '../config';
import { trustedHostnames } from '../lib/trusted-hosts';
import type { Db } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { BizError } from '../lib/errors';
import type { KvStore } from '../lib/kv';
import { isSafeKey, type ObjectStorage } from '../lib/storage';
import { reserveFiles, withinQuota, type UploadOwner } from '../lib/upload-quota';
import { encodePolicy, signPolicy, type PolicyCheck } from '../lib/upload-policy';

/** An authorization is good for 15 minutes. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** The `OSSAccessKeyId` our policies name: not a secret, only echoed for OSS-shaped clients. */
export const ACCESS_KEY_ID = 'classpro-storage';

/** Who owns an upload (and, for anonymous owners, the address whose quota it counts against too). */
export type Owner = UploadOwner;

export const uploadAuthInvalid = () => new BizError(Code.FORBIDDEN, Msg.uploadAuthInvalid);
const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

/** A fresh random key: images/202601/<24 url-safe chars>.png */
export function newKey(folder: string, ext: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${month}/${randomBytes(18).toString('base64url')}.${ext}`;
}

export const filePath = (key: string) => `${FilesPaths.filesPrefix}${key}`;

const trusted = new WeakMap<Config, Set<string>>();

/**
 * This server's public origin: PUBLIC_BASE_URL, else the request's protocol and host (proxy headers if trusted) when
 * that host is one we trust (lib/trusted-hosts.ts); a forged Host gets '' (server-relative URLs, which every client
 * resolves against the origin it already talks to).
 */
export function publicBase(config: Config, req: FastifyRequest): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  let names = trusted.get(config);
  if (!names) trusted.set(config, (names = trustedHostnames(config)));
  const name = req.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return names.has(name) ? `${req.protocol}://${req.host}` : '';
}

/** True when a host name is one of this server's own (PUBLIC_BASE_URL's, or a trusted host of lib/trusted-hosts.ts). */
function isOwnHost(config: Config, host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (config.PUBLIC_BASE_URL) {
    try {
      if (new URL(config.PUBLIC_BASE_URL).hostname.toLowerCase().replace(/^\[|\]$/g, '') === name) return true;
    } catch {
      // a malformed PUBLIC_BASE_URL names no host
    }
  }
  let names = trusted.get(config);
  if (!names) trusted.set(config, (names = trustedHostnames(config)));
  return names.has(name);
}

/**
 * The upload key inside a file URL we handed out: our own `/files/uploads/<key>` path, or an absolute URL only when
 * its origin is ours (issue 28: `https://any-host/files/uploads/<key>` is refused, so no foreign host is stored).
 * Null for anything else.
 */
export function keyFromUrl(config: Config, url: string): string | null {
  let path = url.trim();
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^\\/i.test(path)) {
    try {
      const parsed = new URL(path);
      if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
      if (!isOwnHost(config, parsed.hostname)) return null;
      if (parsed.search || parsed.hash) return null;
      path = parsed.pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(FilesPaths.filesPrefix)) return null;
  const key = path.slice(FilesPaths.filesPrefix.length);
  return isSafeKey(key) ? key : null;
}

/**
 * The one form every stored upload reference takes: our own server-relative `/files/uploads/<key>` path (whatever
 * host a client named), or null when the URL is not one of our uploads. Every place that stores a reference uses it.
 */
export function uploadPath(config: Config, url: string): string | null {
  const key = keyFromUrl(config, url);
  return key ? filePath(key) : null;
}

/** Issues `quantity` one-time POST authorizations and records them as pending uploads of the owner. */
export async function authorizeUploads(
  db: Db,
  opts: {
    secret: string;
    owner: Owner;
    mediaType?: UploadMediaType;
    contentType: string;
    quantity: number;
    fileName: string;
    base: string;
  },
  kv: KvStore,
): Promise<UploadAuthorization[]> {
  const media = opts.mediaType ?? 'IMAGE';
  const rules = MEDIA_RULES[media];
  const type = normalizeUploadType(media, opts.contentType);
  if (!type) throw refuse(rules.wrongType);
  if (opts.quantity > FEEDBACK_MAX_IMAGES) throw refuse(Msg.imageTooMany);
  // Every authorization is one file of the owner's daily quota (the bytes are counted when they arrive).
  await reserveFiles(kv, opts.owner, opts.quantity);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
  // Authorizations nobody used are forgotten once they expire.
  await db.delete(uploadedFiles).where(and(eq(uploadedFiles.status, 'pending'), lt(uploadedFiles.expiresAt, now)));
  const items: UploadAuthorization[] = [];
  for (let i = 0; i < opts.quantity; i++) {
    const key = newKey(rules.folder, EXTENSION_OF[type], now);
    const policy = encodePolicy({
      expiration: expiresAt.toISOString(),
      conditions: [
        ['eq', '$key', key],
        ['eq', '$Content-Type', type],
        ['content-length-range', 1, rules.maxBytes - 1],
      ],
    });
    items.push({
      fileName: key,
      policy,
      signature: signPolicy(policy, opts.secret),
      ossConfig: { accessKeyId: ACCESS_KEY_ID, host: `${opts.base}${FilesPaths.storageHost}` },
      contentType: type,
      maxSize: rules.maxBytes,
      expiration: expiresAt.toISOString(),
      originalName: opts.fileName,
      url: filePath(key),
    });
  }
  await db.insert(uploadedFiles).values(
    items.map((it) => ({
      key: it.fileName,
      ownerArea: opts.owner.area,
      ownerId: opts.owner.id,
      purpose: media,
      contentType: type,
      maxSize: rules.maxBytes,
      originalName: opts.fileName.slice(0, 255),
      expiresAt,
    })),
  );
  return items;
}

/** The rules of the media type a verified policy declares (its size limit and refusal messages). */
export const policyRules = (check: PolicyCheck) => MEDIA_RULES[mediaTypeOf(check.contentType) ?? 'IMAGE'];

/**
 * Checks the bytes against the policy: the size range and the real type (which must be the declared one), refused
 * with the messages of the declared type's media (an image says 只能上传图片格式, a video 只能上传 MP4 …).
 */
export function checkUploadBytes(bytes: Buffer, check: PolicyCheck): UploadType {
  const rules = policyRules(check);
  if (bytes.length > check.maxSize) throw refuse(rules.tooLarge);
  const real = sniffUploadType(bytes);
  if (bytes.length < check.minSize || !real || real !== check.contentType) throw refuse(rules.wrongType);
  return real;
}

/** The pending upload a verified policy names, still within its time; otherwise the authorization is refused. */
export async function pendingUpload(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.key, key),
        eq(uploadedFiles.status, 'pending'),
        inArray(uploadedFiles.purpose, [...UPLOAD_MEDIA_TYPES]),
        gt(uploadedFiles.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw uploadAuthInvalid();
  return row;
}

/**
 * Stores checked bytes under a pending key. The row is claimed first (pending → storing) so that two posts of one
 * authorization cannot both write; a storage failure gives the claim back so the client may retry.
 */
export async function storeClaimed(db: Db, storage: ObjectStorage, key: string, bytes: Buffer, type: string) {
  const claimed = await db
    .update(uploadedFiles)
    .set({ status: 'storing' })
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.status, 'pending')))
    .returning({ id: uploadedFiles.id });
  if (!claimed.length) throw uploadAuthInvalid();
  try {
    await storage.put(key, bytes, type);
  } catch (err) {
    await db.update(uploadedFiles).set({ status: 'pending' }).where(eq(uploadedFiles.key, key));
    throw err;
  }
  await db
    .update(uploadedFiles)
    .set({ status: 'stored', size: bytes.length, contentType: type, storedAt: new Date() })
    .where(eq(uploadedFiles.key, key));
}

/**
 * Saves a file that arrived with a signed-in request (an avatar, a console banner image) straight away, owned by the caller, within the
 * caller's daily quota (one file and its bytes).
 */
export async function storeOwned(
  db: Db,
  storage: ObjectStorage,
  opts: { owner: Owner; bytes: Buffer; type: keyof typeof EXTENSION_OF; purpose: 'AVATAR' | 'IMAGE'; maxSize: number },
  kv: KvStore,
) {
  return withinQuota(kv, opts.owner, { files: 1, bytes: opts.bytes.length }, () => storeNew(db, storage, opts));
}

async function storeNew(
  db: Db,
  storage: ObjectStorage,
  opts: { owner: Owner; bytes: Buffer; type: keyof typeof EXTENSION_OF; purpose: 'AVATAR' | 'IMAGE'; maxSize: number },
) {
  const key = newKey(opts.purpose === 'AVATAR' ? 'avatars' : 'images', EXTENSION_OF[opts.type]);
  await db.insert(uploadedFiles).values({
    key,
    ownerArea: opts.owner.area,
    ownerId: opts.owner.id,
    purpose: opts.purpose,
    contentType: opts.type,
    maxSize: opts.maxSize,
    expiresAt: new Date(Date.now() + UPLOAD_TTL_MS),
  });
  await storeClaimed(db, storage, key, opts.bytes, opts.type);
  return key;
}

/** The stored upload of a key, for serving it. */
export async function storedUpload(db: Db, key: string) {
  const [row] = await db
    .select({ contentType: uploadedFiles.contentType })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.status, 'stored')))
    .limit(1);
  return row ?? null;
}

/** True when every key is an image the owner uploaded through an authorization and that is stored. */
export const ownsImages = (db: Db, owner: Owner, keys: string[]) =>
  ownsUploads(
    db,
    owner,
    keys.map((key) => ({ key, media: 'IMAGE' as const })),
  );

/**
 * True when every file is stored, was uploaded by the owner through an authorization, and was authorized as the
 * media type it claims (a video cannot pass as an image).
 */
export async function ownsUploads(
  db: Db,
  owner: Owner,
  files: { key: string; media: UploadMediaType }[],
): Promise<boolean> {
  if (!files.length) return true;
  const rows = await db
    .select({ key: uploadedFiles.key, purpose: uploadedFiles.purpose })
    .from(uploadedFiles)
    .where(
      and(
        inArray(
          uploadedFiles.key,
          files.map((f) => f.key),
        ),
        eq(uploadedFiles.status, 'stored'),
        eq(uploadedFiles.ownerArea, owner.area),
        eq(uploadedFiles.ownerId, owner.id),
      ),
    );
  const purposeOf = new Map(rows.map((r) => [r.key, r.purpose]));
  return files.every((f) => purposeOf.get(f.key) === f.media);
}
