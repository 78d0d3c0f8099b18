import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UploadAuthorization } from '@shared/api/files';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { call } from '../../../test-helpers';

/** Test images: real first bytes, padded to the size asked for. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
export const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

export interface FilePart {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields first, then the file (as browsers and S3 expect). */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----classpro${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename ?? 'a.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Asks for upload authorizations with a token. */
export async function authorize(app: FastifyInstance, token: string, query: Record<string, string> = {}) {
  return call<UploadAuthorization[]>(app, {
    url: '/api/v2/comm/vt/getFileUploadAuthor',
    token,
    query: { mediaType: 'IMAGE', contentType: 'image/png', quantity: '1', fileName: 'photo.png', ...query },
  });
}

/** Posts a file to the storage host with an authorization's fields (overridable). */
export async function postToHost(
  app: FastifyInstance,
  auth: UploadAuthorization,
  file: FilePart,
  override: Record<string, string> = {},
  /** The client address, as X-Forwarded-For (the app must trust the proxy). */
  address?: string,
) {
  const fields = {
    key: auth.fileName,
    policy: auth.policy,
    signature: auth.signature,
    OSSAccessKeyId: auth.ossConfig.accessKeyId,
    'Content-Type': auth.contentType,
    ...override,
  };
  const { payload, headers } = multipart(fields, file);
  const res = await app.inject({
    method: 'POST',
    url: new URL(auth.ossConfig.host).pathname,
    payload,
    headers: address ? { ...headers, 'x-forwarded-for': address } : headers,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: { url: string; ossUrl: string } },
  };
}

/** Authorizes and uploads one image; returns its server-relative URL. */
export async function uploadImage(app: FastifyInstance, token: string, data: Buffer = PNG) {
  const auth = await authorize(app, token);
  const res = await postToHost(app, auth.body.data[0]!, { data });
  if (res.body.code !== 200) throw new Error(`upload failed: ${res.body.message}`);
  return res.body.data.url;
}

let seq = 0;
/** Another teacher (a fresh account) and its token, for authorization tests. */
export async function otherTeacher(app: FastifyInstance, db: Db) {
  seq += 1;
  const mobile = `1370000${String(1000 + seq).slice(-4)}`;
  const [row] = await db
    .insert(users)
    .values({ mobile, displayName: `其他老师${seq}`, userType: 'ASSISTANT' })
    .returning({ id: users.id });
  const { access_token } = await app.tokens.issue('teacher', row!.id);
  return { id: row!.id, token: access_token };
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row!;
}
