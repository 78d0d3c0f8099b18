import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BoutiqueApi as A } from '@shared/api/boutique';
import { Msg } from '@shared/rules/messages';
import { route, withMessage } from '../../plugins/endpoints';
import { provideContent } from '../../lib/shared-content';
import { BOUTIQUE_CONTENT_VERSION, ensureBoutiqueContent } from './content';
import { courseInfo, courseList, myCourseList } from './course-service';
import { BOUTIQUE_FILES, boutiqueDir, registerBoutiqueFiles } from './files';
import { saveProgress } from './progress-service';
import { buyCourse, getWallet, joinCourse } from './wallet-service';

/** Boutique courses and the wallet (issue 13): every route of src-shared/api/boutique.ts, and the videos. */
export const boutiqueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // The demo videos are generated once per data dir (a few seconds) without holding up the start: a request for a
  // video waits for them (this hook belongs to this plugin's routes only).
  const content = provideContent(app, 'boutique', BOUTIQUE_CONTENT_VERSION, () =>
    ensureBoutiqueContent(boutiqueDir(config)),
  ).catch((err: unknown) => app.log.error({ err }, 'boutique videos'));
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith(BOUTIQUE_FILES)) await content;
  });
  app.addHook('onClose', async () => {
    await content;
  });
  registerBoutiqueFiles(app);

  route(app, A.courseList, ({ input, auth }) => courseList(db, auth.subjectId, input));
  route(app, A.courseInfo, ({ input, auth }) => courseInfo(db, config, auth.subjectId, input.courseId));
  route(app, A.joinCourse, async ({ input, auth }) =>
    withMessage(await joinCourse(db, auth.subjectId, input.courseId), Msg.boutiqueJoined),
  );
  route(app, A.buyCourse, async ({ input, auth }) =>
    withMessage(await buyCourse(db, auth.subjectId, input.courseId), Msg.boutiqueBought),
  );
  route(app, A.saveProgress, ({ input, auth }) => saveProgress(db, auth.subjectId, input));
  route(app, A.myCourseList, ({ input, auth }) => myCourseList(db, auth.subjectId, input.status));
  route(app, A.wallet, ({ auth }) => getWallet(db, auth.subjectId));
};
