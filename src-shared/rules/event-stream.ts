/** One server-sent event: its name (`message` when the stream names none), its data lines joined, and its id. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * A text/event-stream parser fed chunk by chunk as they arrive (the WHATWG server-sent events format: a blank line
 * ends an event, `data:` lines join with a newline, `:` lines are comments, CR LF and CR end lines too). Used by the
 * server to read an AI model's stream and by the renderer to read ours.
 */
export function eventStreamParser(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  let carry = '';
  return (chunk) => {
    // A CR at a chunk's end may be the first half of a CR LF: keep it until the next chunk says.
    let text = carry + chunk;
    carry = text.endsWith('\r') ? '\r' : '';
    if (carry) text = text.slice(0, -1);
    buffer += text.replace(/\r\n?/g, '\n');
    const events: StreamEvent[] = [];
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const parsed = parseBlock(block);
      if (parsed) events.push(parsed);
    }
    return events;
  };
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id') id = value;
  }
  if (!data.length) return null;
  return { event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) };
}

/** One event in the wire format. */
export const formatEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
