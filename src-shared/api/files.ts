import { z } from 'zod';
import { UPLOAD_MEDIA_TYPES } from '../rules/uploads';
import { get, post } from './endpoint';

/**
 * Image uploads (spec sections 3, 5, 7 and 8). The avatar upload is in `profile.ts`, the feedback form in
 * `feedback.ts`.
 *
 * Uploading an image is two steps, like an S3/OSS browser POST:
 * 1. GET `getFileUploadAuthor` (teacher or parent token) → one UploadAuthorization per file;
 * 2. POST a multipart form to `ossConfig.host` (our own storage host, no token: the signed policy is the
 *    permission) with the fields of `UploadFormField`, the file LAST. The answer is the envelope with
 *    `data: UploadResult` ({url, ossUrl}). Each authorization is good for one file, once, for 15 minutes.
 *
 * The server checks the signature, the expiry, the key, the size (content-length-range: under 5MB for images) and
 * that the REAL type (from the first bytes) is the declared JPEG, PNG, GIF or WebP (or MP4/WebM/PDF for the other
 * media types). Refusals: Msg.imageOnly, Msg.imageTooLarge (videoOnly, videoTooLarge, documentOnly,
 * documentTooLarge), Msg.uploadAuthInvalid (bad, used or expired authorization).
 */
export const FilesPaths = {
  /** Spec path. GET ?mediaType=IMAGE&contentType&quantity&fileName → UploadAuthorization[]. Teacher or parent. */
  authorize: '/api/v2/comm/vt/getFileUploadAuthor',
  /** The storage host's form target (what `ossConfig.host` points to). POST multipart → UploadResult. */
  storageHost: '/files/upload',
  /** Uploaded files are served at `/files/uploads/<key>` with their stored type. */
  filesPrefix: '/files/uploads/',
} as const;

export const uploadAuthorizeQuery = z.object({
  /**
   * IMAGE (the spec's one), or VIDEO and DOCUMENT for activity works (src-shared/rules/uploads.ts MEDIA_RULES: MP4 or
   * WebM under 30MB, PDF under 10MB). A file uploaded as one media type is only accepted where that type is.
   */
  mediaType: z.enum(UPLOAD_MEDIA_TYPES).default('IMAGE'),
  /** The file's type as the browser reports it: image/jpeg (or image/jpg), image/png, image/gif, image/webp, video/mp4, video/webm, application/pdf. */
  contentType: z.string().trim().min(1).max(100),
  /** How many files to authorize (1-9), all of this type. */
  quantity: z.coerce.number().int().min(1).max(50).default(1),
  /** The original file name; only echoed back for the client's bookkeeping. */
  fileName: z.string().max(255).optional(),
});
export type UploadAuthorizeQuery = z.input<typeof uploadAuthorizeQuery>;

export const uploadAuthorization = z.object({
  /** The object key to send as the form's `key` field, e.g. images/202601/Zk3…q.png. */
  fileName: z.string(),
  /** Base64 JSON {expiration, conditions}: send it unchanged as the `policy` field. */
  policy: z.string(),
  /** HMAC-SHA256 (base64) of `policy` with the server's secret: the `signature` field. */
  signature: z.string(),
  ossConfig: z.object({
    /** Optional `OSSAccessKeyId` field (must equal this when sent). */
    accessKeyId: z.string(),
    /** Absolute URL to POST the form to (the storage host). */
    host: z.string(),
  }),
  /** The `Content-Type` form field to send (the normalised declared type). */
  contentType: z.string(),
  /** Largest accepted file in bytes (exclusive: the file must be smaller). */
  maxSize: z.number().int(),
  /** When the authorization stops working (ISO 8601). */
  expiration: z.string(),
  /** The client's original file name, echoed. */
  originalName: z.string(),
  /** Where the file will be served once uploaded (server-relative, like UploadResult.url). */
  url: z.string(),
});
export type UploadAuthorization = z.infer<typeof uploadAuthorization>;
export const uploadAuthorizeResponse = z.array(uploadAuthorization);

/** The multipart fields of the storage-host POST, in order; `file` must come last. */
export const UploadFormField = {
  key: 'key',
  policy: 'policy',
  signature: 'signature',
  accessKeyId: 'OSSAccessKeyId',
  contentType: 'Content-Type',
  file: 'file',
} as const;

/**
 * Spec "Feedback image" {url, ossUrl}: `url` is the server-relative path (/files/uploads/<key>) to store and to
 * put in feedback attachMent; `ossUrl` is the same file as an absolute URL for showing it right away.
 */
export const uploadResult = z.object({ url: z.string(), ossUrl: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

/**
 * One descriptor per endpoint (docs/architecture.md, rule 8). The storage host is public: the signed policy in the form authorizes
 * the upload. Uploaded files themselves (`filesPrefix`) are raw bytes, not endpoints.
 */
export const FilesApi = {
  authorize: get(FilesPaths.authorize, {
    request: uploadAuthorizeQuery,
    response: uploadAuthorizeResponse,
    areas: ['teacher', 'parent', 'author'],
  }),
  storageHost: post(FilesPaths.storageHost, { response: uploadResult, areas: [], body: 'multipart' }),
} as const;
