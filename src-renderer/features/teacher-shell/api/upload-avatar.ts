import { useMutation } from '@tanstack/react-query';
import { UploadApi } from '@shared/api/upload';
import { call } from '../../../platform/http';

/** POST multipart, the image in field `file` (spec: /api/v1/students/avatar). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(UploadApi.avatar, undefined, { form });
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
