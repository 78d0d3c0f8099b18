import type { RoleArea } from '@shared/api/common';
import { eventStreamParser, type StreamEvent } from '@shared/rules/event-stream';
import { buildUrl, requestHeaders } from './http';

export type { StreamEvent };

/**
 * Feeds a response's text/event-stream body to `onEvent` until it ends, `onEvent` answers `false`, or the fetch's
 * signal aborts (which rejects). Answers whether the stream was ended by `onEvent`.
 */
export async function pipeEventStream(body: ReadableStream<BufferSource>, onEvent: (e: StreamEvent) => boolean | void) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = eventStreamParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    for (const e of parse(value))
      if (onEvent(e) === false) {
        await reader.cancel();
        return true;
      }
  }
}

/**
 * Reads a server-sent event stream with the area's token in a header (EventSource cannot send one, and a token in
 * the URL would land in logs). Reconnects after a dropped connection, asking for what came after the last event id,
 * until `signal` aborts or the server ends the stream with an event `onEvent` answers `false` to.
 */
export async function readEventStream(
  path: string,
  query: Record<string, string | number>,
  area: RoleArea,
  onEvent: (e: StreamEvent) => boolean | void,
  signal: AbortSignal,
  lastId = 0,
): Promise<void> {
  let after = lastId;
  while (!signal.aborted) {
    try {
      const res = await fetch(buildUrl(path, { ...query, after }), { headers: requestHeaders(area), signal });
      if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream')) return;
      const ended = await pipeEventStream(res.body, (e) => {
        if (e.id) after = Number(e.id) || after;
        return onEvent(e);
      });
      if (ended) return;
    } catch {
      if (signal.aborted) return;
    }
    // The connection dropped: try again shortly, from the last picture seen.
    await new Promise((r) => setTimeout(r, 2000));
  }
}
