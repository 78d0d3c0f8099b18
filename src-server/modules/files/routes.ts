import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoleArea } from '@shared/api/common';
import { FilesApi, FilesPaths } from '@shared/api/files';
import { Msg } from '@shared/rules/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules/uploads';
import { discard, openImageForm, readFile } from '../../lib/multipart';
import { sendObject } from '../../lib/send-object';
import { isSafeKey, storageFor } from '../../lib/storage';
import { withinQuota } from '../../lib/upload-quota';
import { verifyPolicyForm } from '../../lib/upload-policy';
import { uploadSecretFor } from '../../lib/upload-secret';
import { route } from '../../plugins/endpoints';
import { bannerSvg, coverSvg } from './cover-service';
import { collectUploadsOnce, UPLOAD_GC } from '../../domain/upload-gc';
import {
  ACCESS_KEY_ID,
  authorizeUploads,
  checkUploadBytes,
  filePath,
  pendingUpload,
  policyRules,
  publicBase,
  storeClaimed,
  storedUpload,
  uploadAuthInvalid,
} from '../../domain/uploads';

/** Files are inert: no script, no framing, no guessing of types. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ code: 404, message: Msg.fileNotFound, data: null });
}

/** Sends a generated SVG with a strong ETag, answering 304 when the client already has it. */
function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=3600, must-revalidate')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Files: generated covers and banners, the upload authorization, our own storage host (S3-style POST policy)
 * and the uploaded files themselves.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fail at start, not at the first upload, when the storage is misconfigured.
  const storage = storageFor(app.config);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  // Uploads no record references are deleted after a grace period, by one server at a time (issue 28.7).
  const collect = () =>
    collectUploadsOnce(app.database, storage).catch((err: unknown) =>
      app.log.warn({ err }, 'collecting unreferenced uploads'),
    );
  const collector = setInterval(() => void collect(), UPLOAD_GC.everyMs).unref();
  app.addHook('onClose', async () => clearInterval(collector));

  app.get(
    '/files/covers/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const svg = await coverSvg(app.db, req.params.file);
      return svg ? sendSvg(req, reply, svg) : notFound(reply);
    },
  );

  app.get(
    '/files/banners/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const svg = await bannerSvg(app.db, req.params.file);
      return svg ? sendSvg(req, reply, svg) : notFound(reply);
    },
  );

  route(app, FilesApi.authorize, ({ auth, input, req }) =>
    authorizeUploads(
      app.db,
      {
        secret: uploadSecretFor(app.config),
        owner: { area: auth.area, id: auth.subjectId },
        mediaType: input.mediaType,
        contentType: input.contentType,
        quantity: input.quantity,
        fileName: input.fileName ?? '',
        base: publicBase(app.config, req),
      },
      app.kv,
    ),
  );

  route(app, FilesApi.storageHost, async ({ req }) => {
    // The form admits the largest media type; the policy then holds the file to its own type's limit.
    const form = await openImageForm(req, UPLOAD_MAX_BYTES, Msg.imageTooLarge);
    const check = verifyPolicyForm(form.fields, uploadSecretFor(app.config));
    const accessKey = Object.entries(form.fields).find(([k]) => k.toLowerCase() === 'ossaccesskeyid')?.[1];
    if (!check || (accessKey !== undefined && accessKey !== ACCESS_KEY_ID)) {
      discard(form.file);
      throw uploadAuthInvalid();
    }
    let pending: Awaited<ReturnType<typeof pendingUpload>>;
    try {
      pending = await pendingUpload(app.db, check.key);
    } catch (err) {
      discard(form.file);
      throw err;
    }
    const bytes = await readFile(form.file, policyRules(check).tooLarge);
    const type = checkUploadBytes(bytes, check);
    // The file was counted when authorized; its bytes count against the owner's daily quota now.
    const owner = { area: pending.ownerArea as RoleArea, id: pending.ownerId, address: req.ip };
    await withinQuota(app.kv, owner, { files: 0, bytes: bytes.length }, () =>
      storeClaimed(app.db, storage, check.key, bytes, type),
    );
    return { url: filePath(check.key), ossUrl: `${publicBase(app.config, req)}${filePath(check.key)}` };
  });

  app.get(`${FilesPaths.filesPrefix}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isSafeKey(key)) return notFound(reply);
    const row = await storedUpload(app.db, key);
    const stored = row ? await storage.head(key) : null;
    if (!row || !stored) return notFound(reply);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .type(row.contentType);
    // A PDF opens in the browser's viewer, which the `sandbox` directive would block: PDFs get the rest of the policy.
    reply.header('content-security-policy', row.contentType === 'application/pdf' ? PDF_CSP : FILE_CSP);
    // Videos seek with ranges: only the asked bytes are read from the store and streamed.
    if (!(await sendObject(req, reply, storage, key, stored.size))) return notFound(reply);
    return reply;
  });
};
