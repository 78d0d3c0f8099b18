import type { RoleArea } from '@shared/api/common';
import { buildUrl, requestHeaders } from './http';

export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
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
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
          const event = field('event');
          const data = field('data');
          const id = field('id');
          if (id) after = Number(id) || after;
          if (event && data !== undefined && onEvent({ event, data, id }) === false) return;
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    // The connection dropped: try again shortly, from the last picture seen.
    await new Promise((r) => setTimeout(r, 2000));
  }
}
