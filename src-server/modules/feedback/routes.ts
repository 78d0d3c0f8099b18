import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Header } from '@shared/api/common';
import { parseChannel } from '@shared/api/config';
import { FeedbackApi } from '@shared/api/feedback';
import { Msg } from '@shared/rules/messages';
import { done, route } from '../../plugins/endpoints';
import { submitFeedback } from './service';

const headerText = (v: unknown) => (typeof v === 'string' ? v : '');

/** User feedback from the settings popover. Teachers only; stored for the caller. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, FeedbackApi.feedback, async ({ auth, input, req }) => {
    await submitFeedback(app.db, input, {
      config: app.config,
      owner: { area: auth.area, id: auth.subjectId },
      channel: parseChannel(req.headers[Header.CHANNEL]),
      appType: headerText(req.headers[Header.APP_TYPE]),
      appVersion: headerText(req.headers[Header.APP_VERSION]),
    });
    return done(Msg.feedbackSuccess);
  });
};
