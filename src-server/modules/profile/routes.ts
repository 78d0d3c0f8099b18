import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Code, envelope } from '@shared/api/common';
import { ProfilePaths, updateUserInfoRequest, updateUserInfoResponse } from '@shared/api/profile';
import { UploadPaths, uploadResult } from '@shared/api/upload';
import { Msg } from '@shared/rules/messages';
import { AVATAR_MAX_BYTES, sniffImageType } from '@shared/rules/uploads';
import { BizError } from '../../lib/errors';
import { openImageForm, readFile } from '../../lib/multipart';
import { storageFor } from '../../lib/storage';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { filePath, publicBase, storeOwned } from '../files/upload-service';
import { setAvatar, updateNickname } from './service';

/** The profile popover: avatar upload and nickname. Both change the signed-in user only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageFor(app.config);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const signedIn = app.authenticate('teacher', 'parent');

  app.post(
    UploadPaths.avatar,
    { preHandler: signedIn, schema: { response: { 200: envelope(uploadResult) } } },
    async (req) => {
      const auth = authOf(req);
      const form = await openImageForm(req, AVATAR_MAX_BYTES, Msg.avatarTooLarge);
      const bytes = await readFile(form.file, Msg.avatarTooLarge);
      // The real type from the bytes decides; the declared type and file name are not trusted.
      const type = sniffImageType(bytes);
      if (!type) throw new BizError(Code.BAD_REQUEST, Msg.imageOnly);
      const key = await storeOwned(app.db, storage, {
        owner: { area: auth.area, id: auth.subjectId },
        bytes,
        type,
        purpose: 'AVATAR',
        maxSize: AVATAR_MAX_BYTES,
      });
      await setAvatar(app.db, auth.subjectId, filePath(key));
      return {
        ...ok({ url: filePath(key), ossUrl: `${publicBase(app.config, req)}${filePath(key)}` }),
        message: Msg.modifySuccess,
      };
    },
  );

  app.post(
    ProfilePaths.updateUserInfo,
    {
      preHandler: signedIn,
      schema: { body: updateUserInfoRequest, response: { 200: envelope(updateUserInfoResponse) } },
    },
    async (req) => {
      const displayName = await updateNickname(app.db, authOf(req).subjectId, req.body.displayName);
      return { ...ok({ displayName }), message: Msg.modifySuccess };
    },
  );
};
