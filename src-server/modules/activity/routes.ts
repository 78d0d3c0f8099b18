import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivityApi as A } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { authorizeUploads, publicBase } from '../../domain/uploads';
import { hit, tooManyRequests } from '../../lib/rate-limit';
import { uploadSecretFor } from '../../lib/upload-secret';
import { done, route, withMessage } from '../../plugins/endpoints';
import { findSubmitter, requireExpert, requireSubmitter } from './access';
import { activityInfo, expertActivityList, schoolList } from './info-service';
import { createInvite, jury, listInvites, revokeInvite } from './invite-service';
import { setPraise } from './praise-service';
import { register, registeredList, signUpH5 } from './registration-service';
import { markWork, reviewList } from './review-service';
import { requireBureauAdmin } from '../../domain/datacenter-admins';
import { registerActivityImages } from './work-images';
import { workInfo, workList } from './works-query';
import { cancelWork, submitWork, userWorkRank, userWorks } from './works-service';

/** H5 sign-ups one address may make per hour. */
const SIGN_UPS_PER_HOUR = 20;

/**
 * Activities and competitions (issue 14): src-shared/api/activity.ts. "Now" is read once per request; every
 * window is compared as an instant, so the deadlines the organiser set in Beijing time hold wherever the server is.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kv } = app;
  const now = () => new Date();
  registerActivityImages(app, db);

  route(app, A.activityInfo, async ({ input, auth, req }) => {
    const t = now();
    return activityInfo(db, await findSubmitter(db, auth, req, t), input.activityId, t);
  });
  route(app, A.schoolList, ({ input }) => schoolList(db, input));
  route(app, A.expertList, ({ input }) => jury(db, input.activityId, now()));
  route(app, A.workList, async ({ input, auth, req }) => {
    const t = now();
    return workList(db, await findSubmitter(db, auth, req, t), input, t);
  });
  route(app, A.workInfo, async ({ input, auth, req }) => {
    const t = now();
    return workInfo(db, await findSubmitter(db, auth, req, t), input.workId, t);
  });

  route(app, A.register, async ({ input, auth, req }) => {
    const t = now();
    return withMessage(await register(db, await requireSubmitter(db, auth, req, t), input, t), Msg.activityRegistered);
  });
  route(app, A.registeredList, async ({ input, auth, req }) => {
    const t = now();
    return registeredList(db, await requireSubmitter(db, auth, req, t), input, t);
  });
  route(app, A.signUpH5, async ({ input, req }) => {
    if (!(await hit(kv, `rl:activity-signup:${req.ip}`, SIGN_UPS_PER_HOUR, 3600))) {
      throw tooManyRequests(Msg.h5SignUpTooMany);
    }
    return withMessage(await signUpH5(db, input, now()), Msg.activityRegistered);
  });

  route(app, A.submitWorks, async ({ input, auth, req }) => {
    const t = now();
    return withMessage(
      await submitWork(db, app.config, await requireSubmitter(db, auth, req, t), input, t),
      Msg.activityWorkSubmitted,
    );
  });
  route(app, A.cancelWorks, async ({ input, auth, req }) => {
    const t = now();
    await cancelWork(db, await requireSubmitter(db, auth, req, t), input.workId, t);
    return done(Msg.activityWorkWithdrawn);
  });
  route(app, A.userWorks, async ({ input, auth, req }) => {
    const t = now();
    return userWorks(db, await requireSubmitter(db, auth, req, t), input.activityId, t);
  });
  route(app, A.userWorkRank, async ({ input, auth, req }) => {
    const t = now();
    return userWorkRank(db, await requireSubmitter(db, auth, req, t), input.activityId, t);
  });
  route(app, A.praiseWorks, async ({ input, auth, req }) => {
    const t = now();
    return setPraise(db, kv, await requireSubmitter(db, auth, req, t), input.workId, input.praise, t);
  });

  route(app, A.workUploadAuthor, async ({ input, auth, req }) => {
    const who = await requireSubmitter(db, auth, req, now());
    return authorizeUploads(
      db,
      {
        secret: uploadSecretFor(app.config),
        owner: { area: who.kind, id: who.id, address: req.ip },
        mediaType: input.mediaType,
        contentType: input.contentType,
        quantity: input.quantity,
        fileName: input.fileName ?? '',
        base: publicBase(app.config, req),
      },
      kv,
    );
  });

  route(app, A.reviewList, async ({ input, auth, req }) => {
    const t = now();
    return reviewList(db, await requireExpert(db, auth, req, input.activityId, t), input, t);
  });
  route(app, A.markWorks, async ({ input, auth, req }) => {
    const t = now();
    return withMessage(
      await markWork(db, await requireExpert(db, auth, req, input.activityId, t), input, t),
      Msg.expertMarked,
    );
  });
  route(app, A.expertActivityList, ({ auth }) => expertActivityList(db, auth.subjectId, now()));

  // The bureau's admins only: a district admin has no activity of their district (issue 28).
  route(app, A.createExpertInvite, async ({ input, auth }) => {
    await requireBureauAdmin(db, auth.subjectId);
    return createInvite(db, input, now());
  });
  route(app, A.expertInviteList, async ({ input, auth }) => {
    await requireBureauAdmin(db, auth.subjectId);
    return listInvites(db, input.activityId);
  });
  route(app, A.revokeExpertInvite, async ({ input, auth }) => {
    await requireBureauAdmin(db, auth.subjectId);
    await revokeInvite(db, input.inviteId, now());
    return done(Msg.expertInviteRevoked);
  });
};
