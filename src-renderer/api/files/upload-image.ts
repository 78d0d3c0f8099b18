import {
  FilesApi,
  UploadFormField,
  type UploadAuthorization,
  type UploadAuthorizeQuery,
  type UploadResult,
} from '@shared/api/files';
import type { RoleArea } from '@shared/api/common';
import type { UploadMediaType } from '@shared/rules/uploads';
import { call } from '../../platform/http';

/** Step 1 of an upload: who authorizes it (the spec's getFileUploadAuthor unless a screen has its own). */
export type UploadAuthorizer = (query: UploadAuthorizeQuery) => Promise<UploadAuthorization[]>;

/** The spec's authorization, with the token of the route's area, or of `area` when a screen names one. */
const authorizerOf =
  (area?: RoleArea): UploadAuthorizer =>
  (query) =>
    call(FilesApi.authorize, query, { silent: true, area });

/**
 * Uploads one file in two steps (spec section 7): an authorization, then a multipart POST to the storage host it
 * names, the file last. Resolves with {url, ossUrl}. Images by default; activity works also send VIDEO and DOCUMENT.
 */
export async function uploadFile(
  file: File,
  opts: { mediaType?: UploadMediaType; authorize?: UploadAuthorizer; area?: RoleArea } = {},
): Promise<UploadResult> {
  const [auth] = await (opts.authorize ?? authorizerOf(opts.area))({
    mediaType: opts.mediaType ?? 'IMAGE',
    contentType: file.type,
    quantity: 1,
    fileName: file.name,
  });
  if (!auth) throw new Error('no upload authorization');
  const form = new FormData();
  form.append(UploadFormField.key, auth.fileName);
  form.append(UploadFormField.policy, auth.policy);
  form.append(UploadFormField.signature, auth.signature);
  form.append(UploadFormField.accessKeyId, auth.ossConfig.accessKeyId);
  form.append(UploadFormField.contentType, auth.contentType);
  form.append(UploadFormField.file, file, file.name);
  return call(FilesApi.storageHost, undefined, { form, silent: true, url: auth.ossConfig.host, area: opts.area });
}

/**
 * One image through the spec's authorization: the feedback dialog, the lesson bag, screen casting (which names the
 * area it signs in with: a parent's phone, or the teacher's own).
 */
export const uploadImage = (file: File, area?: RoleArea): Promise<UploadResult> => uploadFile(file, { area });
