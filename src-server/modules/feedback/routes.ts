import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, Header } from '@shared/api/common';
import { parseChannel } from '@shared/api/config';
import { feedbackRequest, UploadPaths } from '@shared/api/upload';
import { Msg } from '@shared/rules/messages';
import { authOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { submitFeedback } from './service';

const headerText = (v: unknown) => (typeof v === 'string' ? v : '');

/** User feedback from the settings popover. Teachers only; stored for the caller. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    UploadPaths.feedback,
    {
      preHandler: app.authenticate('teacher'),
      schema: { body: feedbackRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const auth = authOf(req);
      await submitFeedback(app.db, req.body, {
        owner: { area: auth.area, id: auth.subjectId },
        channel: parseChannel(req.headers[Header.CHANNEL]),
        appType: headerText(req.headers[Header.APP_TYPE]),
        appVersion: headerText(req.headers[Header.APP_VERSION]),
      });
      return { ...ok(null), message: Msg.feedbackSuccess };
    },
  );
};
