import { AigcPaths, type ChatRequest, type ChatStreamEvents } from '@shared/api/aigc';
import type { Envelope } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { pipeEventStream } from '../../../platform/event-stream';
import { ApiError, buildUrl, requestHeaders } from '../../../platform/http';

export interface AskHandlers {
  onMeta(meta: ChatStreamEvents['meta']): void;
  onDelta(text: string): void;
}

/**
 * Asks the assistant and reads its answer as it streams (POST → text/event-stream). Resolves when the answer is
 * complete; rejects with an ApiError carrying the server's words when the question is refused (the JSON envelope)
 * or the model fails, and with an AbortError when `signal` stops it (what came is kept by the server).
 */
export async function ask(input: ChatRequest, handlers: AskHandlers, signal: AbortSignal): Promise<void> {
  const res = await fetch(buildUrl(AigcPaths.chat), {
    method: 'POST',
    headers: { ...requestHeaders('teacher'), 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
    const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(envelope?.code ?? res.status, envelope?.message ?? Msg.aiFailed);
  }
  let failure: string | null = null;
  let finished = false;
  await pipeEventStream(res.body, (e) => {
    if (e.event === 'meta') handlers.onMeta(JSON.parse(e.data) as ChatStreamEvents['meta']);
    else if (e.event === 'delta') handlers.onDelta((JSON.parse(e.data) as ChatStreamEvents['delta']).text);
    else if (e.event === 'error') failure = (JSON.parse(e.data) as ChatStreamEvents['error']).message;
    else if (e.event === 'done') finished = true;
    return !(finished || failure);
  });
  if (failure || !finished) throw new ApiError(500, failure ?? Msg.aiFailed);
}
