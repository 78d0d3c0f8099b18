import { useMutation } from '@tanstack/react-query';
import { ProfileApi } from '@shared/api/profile';
import { call } from '../../../platform/http';

/** POST multipart, the image in field `file` (spec: /api/v1/students/avatar). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(ProfileApi.avatar, undefined, { form });
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
