import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { AVATAR_MAX_BYTES, checkImageFile } from '@shared/rules/uploads';
import { loadSession } from '../../state/session';
import { notify } from '../../platform/notify';
import { uploadAvatar } from './api/upload-avatar';

/** Picks an avatar: image types only, under 10MB (上传头像图片大小不能超过 10MB!), then uploads and refreshes the user. */
export function useAvatarUpload() {
  const [pending, setPending] = useState(false);
  const pick = async (file: File) => {
    const problem = checkImageFile(file, AVATAR_MAX_BYTES);
    if (problem) {
      notify.error(problem);
      return;
    }
    setPending(true);
    try {
      await uploadAvatar(file);
      notify.success(Msg.modifySuccess);
      await loadSession('teacher').catch(() => undefined);
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setPending(false);
    }
  };
  return { pending, pick };
}
