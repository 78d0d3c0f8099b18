import { UploadFormField, UploadPaths, type UploadAuthorization, type UploadResult } from '@shared/api/upload';
import { http } from './http';

/**
 * Uploads one image in two steps (spec section 7): an authorization from getFileUploadAuthor, then a multipart POST
 * to the storage host it names, the file last. Resolves with {url, ossUrl}.
 */
export async function uploadImage(file: File): Promise<UploadResult> {
  const [auth] = await http.get<UploadAuthorization[]>(
    UploadPaths.authorize,
    { mediaType: 'IMAGE', contentType: file.type, quantity: 1, fileName: file.name },
    { silent: true },
  );
  if (!auth) throw new Error('no upload authorization');
  const form = new FormData();
  form.append(UploadFormField.key, auth.fileName);
  form.append(UploadFormField.policy, auth.policy);
  form.append(UploadFormField.signature, auth.signature);
  form.append(UploadFormField.accessKeyId, auth.ossConfig.accessKeyId);
  form.append(UploadFormField.contentType, auth.contentType);
  form.append(UploadFormField.file, file, file.name);
  return http.post<UploadResult>(auth.ossConfig.host, undefined, { form, silent: true });
}
