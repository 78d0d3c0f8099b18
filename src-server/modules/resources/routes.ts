import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResourceApi as A } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { whoAmI } from './access';
import { regionInfo, regionList, specialInfo, specialList } from './catalog-service';
import { classResourceList } from './class-service';
import { provideContent } from '../../lib/shared-content';
import { ensureResourceContent, fillContentSizes, RESOURCE_CONTENT_VERSION } from './content';
import { deleteResource, favoriteResource, saveResource, shareResource } from './edit-service';
import { resourceDir, resourceFiles } from './files';
import { resourceInfo, resourceList } from './library-service';

/** Digital resources, the regional library and topics (issue 13): every route of src-shared/api/resource.ts. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const now = () => new Date();
  // The demo files are generated once per data dir (a few seconds), before the first request.
  await provideContent(app, 'resources', RESOURCE_CONTENT_VERSION, () => ensureResourceContent(resourceDir(config)));
  if (config.SEED_DEMO) await fillContentSizes(db, config, resourceDir(config));
  resourceFiles.register(app);

  route(app, A.list, ({ input, auth }) => resourceList(db, auth.subjectId, input));
  route(app, A.info, async ({ input, auth }) =>
    resourceInfo(db, config, await whoAmI(db, auth.subjectId), input.resId, now()),
  );
  route(app, A.save, async ({ input, auth }) =>
    withMessage(
      await saveResource(db, config, auth.subjectId, input, now()),
      input.resId ? Msg.resourceSaved : Msg.resourceUploaded,
    ),
  );
  route(app, A.remove, async ({ input, auth }) => {
    await deleteResource(db, auth.subjectId, input.resId);
    return done(Msg.resourceDeleted);
  });
  route(app, A.favorite, async ({ input, auth }) =>
    withMessage(
      await favoriteResource(db, auth.subjectId, input.resId, input.favorite),
      input.favorite ? Msg.resourceFavorited : Msg.resourceUnfavorited,
    ),
  );
  route(app, A.share, async ({ input, auth }) =>
    withMessage(await shareResource(db, auth.subjectId, input.resId, input.classIds, now()), Msg.resourceShared),
  );
  route(app, A.classList, ({ input, auth }) => classResourceList(db, auth.subjectId, input, now()));
  // Public: `auth` is there only when a teacher-area token came along.
  route(app, A.regionList, ({ input, auth }) => regionList(db, auth?.subjectId, input));
  route(app, A.regionInfo, ({ input, auth }) => regionInfo(db, config, auth?.subjectId, input.id, now()));
  route(app, A.specialList, ({ auth }) => specialList(db, auth.subjectId));
  route(app, A.specialInfo, ({ input, auth }) => specialInfo(db, auth.subjectId, input.specialId));
};
