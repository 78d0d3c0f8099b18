import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersionRoutes } from './app-version/routes';
import { classRoutes } from './classes/routes';
import { courseRoutes } from './courses/routes';
import { redeemRoutes } from './redeem/routes';
import { schoolRoutes } from './school/routes';
import { configRoutes } from './config/routes';
import { feedbackRoutes } from './feedback/routes';
import { filesRoutes } from './files/routes';
import { homeRoutes } from './home/routes';
import { networkRoutes } from './network/routes';
import { noticeRoutes } from './notice/routes';
import { profileRoutes } from './profile/routes';
import { regionRoutes } from './region/routes';
import { accountRoutes } from './account/routes';
import { datacenterAuthRoutes } from './datacenter-auth/routes';
import { datacenterRoutes } from './datacenter/routes';
import { digitalRoutes } from './digital/routes';
import { aicourseRoutes } from './aicourse/routes';
import { courseCenterRoutes } from './course-center/routes';
import { parentRoutes } from './parent/routes';
import { screenCastRoutes } from './screen-cast/routes';
import { shareRoutes } from './share/routes';
import { activityRoutes } from './activity/routes';
import { taskRoutes } from './task/routes';
import { readerRoutes } from './reader/routes';
import { liveRoutes } from './live/routes';
import { aigcRoutes } from './aigc/routes';
import { notebookRoutes } from './notebook/routes';
import { authoringRoutes } from './authoring/routes';
import { editingRoutes } from './editing/routes';
import { operationsRoutes } from './operations/routes';
import { trainingRoutes } from './training/routes';
import { boutiqueRoutes } from './boutique/routes';
import { researchRoutes } from './research/routes';
import { communityRoutes } from './community/routes';
import { resourceRoutes } from './resources/routes';
import { calendarRoutes } from './calendar/routes';
import { statisticsRoutes } from './statistics/routes';
import { staffRoutes } from './staff/routes';
import { teacherRoutes } from './teachers/routes';
import { userRoutes } from './user/routes';
import { verifyRoutes } from './verify/routes';
import { agreementRoutes } from './agreement/routes';
import { consentRoutes } from './consent/routes';

/**
 * Every area's routes, each under the name of its folder (the route table records which module registered a route;
 * `src-server/__tests__/area-names.test.ts` checks a module serves its own contract). Each area adds its plugin here.
 */
export const modules: (readonly [string, FastifyPluginAsyncZod])[] = [
  ['user', userRoutes],
  ['staff', staffRoutes],
  ['app-version', appVersionRoutes],
  ['school', schoolRoutes],
  ['classes', classRoutes],
  ['courses', courseRoutes],
  ['redeem', redeemRoutes],
  ['teachers', teacherRoutes],
  // Teacher shell and home (issue 4)
  ['config', configRoutes],
  ['home', homeRoutes],
  ['notice', noticeRoutes],
  ['region', regionRoutes],
  ['files', filesRoutes],
  ['profile', profileRoutes],
  ['feedback', feedbackRoutes],
  ['network', networkRoutes],
  ['verify', verifyRoutes],
  ['account', accountRoutes],
  ['datacenter-auth', datacenterAuthRoutes],
  // The data centre's figures (issue 16)
  ['datacenter', datacenterRoutes],
  // Digital textbooks (issue 9)
  ['digital', digitalRoutes],
  // AI dual-teacher courses and the course centre (issue 11)
  ['aicourse', aicourseRoutes],
  ['course-center', courseCenterRoutes],
  // Parents and H5: children, screen casting (issue 15)
  ['parent', parentRoutes],
  ['screen-cast', screenCastRoutes],
  ['share', shareRoutes],
  // Activities and competitions (issue 14)
  ['activity', activityRoutes],
  // Textbook tasks and homework (issue 10)
  ['task', taskRoutes],
  // The reader area's classes, study groups, worked examples and office documents (issue 10)
  ['reader', readerRoutes],
  // Live sky classroom (issue 13)
  ['live', liveRoutes],
  // The AI assistant (issue 12)
  ['aigc', aigcRoutes],
  // Python notebooks (issue 12)
  ['notebook', notebookRoutes],
  // The operations console (issue 16)
  ['operations', operationsRoutes],
  // Authors and publishers: invitations, writing tasks, lecture notes and review (issue 16)
  ['authoring', authoringRoutes],
  // AI lab trainings (issue 12)
  ['training', trainingRoutes],
  // Boutique courses and the wallet (issue 13)
  ['boutique', boutiqueRoutes],
  // Subject research and the community (issue 13)
  ['research', researchRoutes],
  ['community', communityRoutes],
  // Digital resources, the regional library and topics (issue 13)
  ['resources', resourceRoutes],
  // Teaching calendar and my data (issue 13)
  ['calendar', calendarRoutes],
  ['statistics', statisticsRoutes],
  // Author editing: chapter marks, catalogue, AI-course outline, classes using the books (issue 16)
  ['editing', editingRoutes],
  // Agreements and children's data (issue 32)
  ['agreement', agreementRoutes],
  ['consent', consentRoutes],
];
