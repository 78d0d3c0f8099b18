import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Msg } from '@shared/rules/messages';
import { formatEvent } from '@shared/rules/event-stream';
import type { ChatStreamEvents } from '@shared/api/aigc';
import type { Db } from '../../db/client';
import type { ChatProvider } from '../../lib/ai-provider';
import { hangUp, type Lifecycle } from '../../lib/lifecycle';
import { AI_LIMITS, finishAnswer, type StartedAnswer } from './service';

const send = <K extends keyof ChatStreamEvents>(res: ServerResponse, event: K, data: ChatStreamEvents[K]) => {
  if (!res.writableEnded && !res.destroyed) res.write(formatEvent(event, data));
};

/**
 * Streams the model's answer to the client as it comes, and keeps it: all of it, or what came before the model
 * failed, the time ran out or the user went away (which stops the model too).
 */
export async function streamAnswer(
  ctx: { db: Db; provider: ChatProvider; timeoutMs: number; log: FastifyBaseLogger; lifecycle: Lifecycle },
  started: StartedAnswer,
  res: ServerResponse,
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies (nginx) would otherwise hold the pieces back until the answer is complete.
    'x-accel-buffering': 'no',
  });
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error('timed out')), ctx.timeoutMs);
  res.on('close', () => stop.abort(new Error('client went away')));
  // A stopping server ends the answer (keeping what came) and tells the user to ask again, reaching another server.
  let serverStopping = false;
  const forget = ctx.lifecycle.track(() => {
    serverStopping = true;
    stop.abort(new Error('server stopping'));
  });
  send(res, 'meta', {
    conversationId: started.conversationId,
    questionId: started.questionId,
    answerId: started.answerId,
    title: started.title,
  });
  let text = '';
  let ok = false;
  try {
    for await (const piece of ctx.provider.stream(started.turns, stop.signal)) {
      text += piece;
      send(res, 'delta', { text: piece });
      if (text.length >= AI_LIMITS.answerMax) break;
    }
    ok = true;
  } catch (err) {
    if (!res.destroyed) ctx.log.warn({ err }, 'AI answer failed');
  } finally {
    clearTimeout(timer);
    forget();
  }
  try {
    await finishAnswer(ctx.db, started.answerId, text, ok);
  } catch (err) {
    ctx.log.error({ err }, 'AI answer not kept');
  }
  if (ok) send(res, 'done', { answerId: started.answerId });
  else if (serverStopping) {
    if (!res.writableEnded && !res.destroyed) res.write('retry: 1000\n\n');
    send(res, 'error', { message: Msg.aiServerStopping });
  } else send(res, 'error', { message: Msg.aiFailed });
  if (serverStopping) hangUp(res);
  else if (!res.writableEnded) res.end();
}
