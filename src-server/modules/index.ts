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

/** Every area's routes. Each area adds its plugin here. */
export const modules: FastifyPluginAsyncZod[] = [
  userRoutes,
  staffRoutes,
  appVersionRoutes,
  schoolRoutes,
  classRoutes,
  courseRoutes,
  redeemRoutes,
  teacherRoutes,
  // Teacher shell and home (issue 4)
  configRoutes,
  homeRoutes,
  noticeRoutes,
  regionRoutes,
  filesRoutes,
  profileRoutes,
  feedbackRoutes,
  networkRoutes,
  verifyRoutes,
  accountRoutes,
  datacenterAuthRoutes,
  // The data centre's figures (issue 16)
  datacenterRoutes,
  // Digital textbooks (issue 9)
  digitalRoutes,
  // AI dual-teacher courses and the course centre (issue 11)
  aicourseRoutes,
  // Parents and H5: children, screen casting (issue 15)
  parentRoutes,
  screenCastRoutes,
  shareRoutes,
  // Activities and competitions (issue 14)
  activityRoutes,
  // Textbook tasks and homework (issue 10)
  taskRoutes,
  // The reader area's classes, study groups, worked examples and office documents (issue 10)
  readerRoutes,
  // Live sky classroom (issue 13)
  liveRoutes,
  // The AI assistant (issue 12)
  aigcRoutes,
  // Python notebooks (issue 12)
  notebookRoutes,
  // The operations console (issue 16)
  operationsRoutes,
  // Authors and publishers: invitations, writing tasks, lecture notes and review (issue 16)
  authoringRoutes,
  // AI lab trainings (issue 12)
  trainingRoutes,
  // Boutique courses and the wallet (issue 13)
  boutiqueRoutes,
  // Subject research and the community (issue 13)
  researchRoutes,
  communityRoutes,
  // Digital resources, the regional library and topics (issue 13)
  resourceRoutes,
  // Teaching calendar and my data (issue 13)
  calendarRoutes,
  statisticsRoutes,
  // Author editing: chapter marks, catalogue, AI-course outline, classes using the books (issue 16)
  editingRoutes,
];
