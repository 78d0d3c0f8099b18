import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Code } from '@shared/api/common';
import { ProfileApi } from '@shared/api/profile';
import { Msg } from '@shared/rules/messages';
import { AVATAR_MAX_BYTES, sniffImageType } from '@shared/rules/uploads';
import { BizError } from '../../lib/errors';
import { openImageForm, readFile } from '../../lib/multipart';
import { storageFor } from '../../lib/storage';
import { route, withMessage } from '../../plugins/endpoints';
import { filePath, publicBase, storeOwned } from '../../domain/uploads';
import { setAvatar, updateNickname } from './service';

/** The profile popover: avatar upload and nickname. Both change the signed-in user only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageFor(app.config);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  route(app, ProfileApi.avatar, async ({ auth, req }) => {
    const form = await openImageForm(req, AVATAR_MAX_BYTES, Msg.avatarTooLarge);
    const bytes = await readFile(form.file, Msg.avatarTooLarge);
    // The real type from the bytes decides; the declared type and file name are not trusted.
    const type = sniffImageType(bytes);
    if (!type) throw new BizError(Code.BAD_REQUEST, Msg.imageOnly);
    const key = await storeOwned(
      app.db,
      storage,
      {
        owner: { area: auth.area, id: auth.subjectId },
        bytes,
        type,
        purpose: 'AVATAR',
        maxSize: AVATAR_MAX_BYTES,
      },
      app.kv,
    );
    await setAvatar(app.db, auth.subjectId, filePath(key));
    return withMessage(
      { url: filePath(key), ossUrl: `${publicBase(app.config, req)}${filePath(key)}` },
      Msg.modifySuccess,
    );
  });

  route(app, ProfileApi.updateUserInfo, async ({ auth, input }) => {
    const displayName = await updateNickname(app.db, auth.subjectId, input.displayName);
    return withMessage({ displayName }, Msg.modifySuccess);
  });
};
