import { describe, expect, it } from 'vitest';
import { eventStreamParser, formatEvent } from '../event-stream';

describe('the event stream parser', () => {
  it('gives events as their blank line arrives, however the chunks are cut', () => {
    const wire = 'event: delta\ndata: {"text":"你好"}\n\n: keep-alive\n\nid: 7\ndata: a\ndata: b\n\n';
    for (let size = 1; size <= wire.length; size++) {
      const parse = eventStreamParser();
      const events = [];
      for (let i = 0; i < wire.length; i += size) events.push(...parse(wire.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'delta', data: '{"text":"你好"}' },
        { event: 'message', data: 'a\nb', id: '7' },
      ]);
    }
  });

  it('reads CR LF and lone CR line ends, even with a CR LF cut between two chunks', () => {
    const parse = eventStreamParser();
    expect(parse('data: one\r')).toEqual([]);
    expect(parse('\n\r\ndata: two\r\r\n')).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
  });

  it('holds an unfinished event back, and reads what formatEvent writes', () => {
    const parse = eventStreamParser();
    expect(parse('data: [DONE]')).toEqual([]);
    expect(parse('\n\n')).toEqual([{ event: 'message', data: '[DONE]' }]);
    expect(parse(formatEvent('meta', { id: 1 }))).toEqual([{ event: 'meta', data: '{"id":1}' }]);
  });
});
