import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AigcApi as A, AigcPaths, chatRequest } from '@shared/api/aigc';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { aiProviderOf } from '../../lib/ai-provider';
import { BizError } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { done, route } from '../../plugins/endpoints';
import { streamAnswer } from './stream';
import { requireGuardianConsent } from '../../domain/guardian-consent';
import {
  checkQuestion,
  conversations,
  deleteConversation,
  endStaleAnswers,
  messages,
  ownConversation,
  startAnswer,
} from './service';

/** How often a server looks for answers a dead server left streaming. */
const STALE_SWEEP_MS = 5 * 60_000;

/** The AI assistant (issue 12): the caller's history and the streamed answer (the welcome is the config module's). */
export const aigcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kv, config } = app;
  const provider = aiProviderOf(config);

  // Answers a killed server left "streaming": ended at start and then by age (older than any answer may take).
  const staleAfterMs = config.AI_TIMEOUT_MS + 60_000;
  const sweep = () =>
    endStaleAnswers(db, staleAfterMs).catch((err: unknown) => app.log.warn({ err }, 'ending stale AI answers'));
  await sweep();
  const sweeper = setInterval(() => void sweep(), STALE_SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  route(app, A.conversations, ({ auth }) => conversations(db, auth.subjectId));
  route(app, A.messages, ({ auth, input }) => messages(db, auth.subjectId, input.conversationId));
  route(app, A.deleteConversation, async ({ auth, input }) => {
    await deleteConversation(db, auth.subjectId, input.conversationId);
    return done(Msg.aiConversationDeleted);
  });

  // Server-sent events, not the envelope: one of the non-endpoint routes (plugins/non-endpoint-routes.ts). A refusal
  // before the model is asked still answers the envelope (thrown before the reply is hijacked). Long-lived, so it
  // holds no load-shedding turn.
  app.post(
    AigcPaths.chat,
    { schema: { body: chatRequest }, preHandler: app.authenticate('teacher'), config: { longLived: true } },
    async (req, reply) => {
      const userId = authOf(req).subjectId;
      // Issue 32: a pupil asks nothing before a guardian consented (the route plugin's rule, for this stream route).
      await requireGuardianConsent(db, userId);
      // Somebody else's conversation is "not found" whatever else is wrong.
      if (req.body.conversationId) await ownConversation(db, userId, req.body.conversationId);
      if (!provider) throw new BizError(Code.BAD_REQUEST, Msg.aiNotConfigured);
      const question = await checkQuestion(kv, userId, req.body.content);
      const started = await startAnswer(db, userId, req.body.conversationId, question);
      reply.hijack();
      await streamAnswer(
        { db, provider, timeoutMs: config.AI_TIMEOUT_MS, log: req.log, lifecycle: app.lifecycle },
        started,
        reply.raw,
      );
    },
  );
};
