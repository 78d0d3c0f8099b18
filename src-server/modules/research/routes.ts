import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResearchApi as A } from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import { done, route, withMessage } from '../../plugins/endpoints';
import { groupInfo, groupList, subjectConfig } from './group-service';
import { commentPlan, deleteComment, deletePlan, planList, sharePlan } from './plan-service';

/** Subject research (issue 13): every route of src-shared/api/research.ts. */
export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, A.subjectConfig, () => subjectConfig(db));
  route(app, A.groupList, ({ input, auth }) => groupList(db, auth.subjectId, input.subject || undefined));
  route(app, A.groupInfo, ({ input, auth }) => groupInfo(db, auth.subjectId, input.researchGroupId));
  route(app, A.planList, ({ input, auth }) => planList(db, auth.subjectId, input));
  route(app, A.sharePlan, async ({ input, auth }) =>
    withMessage(await sharePlan(db, app.config, auth.subjectId, input), Msg.researchPlanShared),
  );
  route(app, A.comment, async ({ input, auth }) =>
    withMessage(await commentPlan(db, auth.subjectId, input.planId, input.content), Msg.researchCommented),
  );
  route(app, A.deletePlan, async ({ input, auth }) => {
    await deletePlan(db, auth.subjectId, input.planId);
    return done(Msg.researchPlanDeleted);
  });
  route(app, A.deleteComment, async ({ input, auth }) => {
    await deleteComment(db, auth.subjectId, input.commentId);
    return done(Msg.researchCommentDeleted);
  });
};
