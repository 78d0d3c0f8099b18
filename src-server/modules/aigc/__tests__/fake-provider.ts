import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  /** The base URL to configure as AI_BASE_URL. */
  baseUrl: string;
  /** Every request body the model received. */
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  /** `ok` answers in pieces; `fail` answers HTTP 500; `break` sends two pieces and then an error chunk. */
  mode: 'ok' | 'fail' | 'break';
  /** Pause between pieces, so that a client sees the answer grow. */
  pieceDelayMs: number;
  close(): Promise<void>;
}

/** The answer the fake model gives to a question: a few sentences that name it, sent in pieces. */
export function fakeAnswerPieces(question: string): string[] {
  return [
    '好的！',
    `关于“${question}”，`,
    '可以分三步来讲：',
    '一、举生活中的例子；',
    '二、让学生动手算一算；',
    '三、请学生说说为什么。',
  ];
}

/**
 * A stand-in for an OpenAI-compatible model server, served by the test itself on loopback (the product talks to it
 * over real HTTP exactly as it would to a real one): POST /v1/chat/completions with `stream: true`.
 */
export async function startFakeModel(): Promise<FakeModel> {
  const fake = { requests: [], mode: 'ok', pieceDelayMs: 0 } as unknown as FakeModel;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as FakeModel['requests'][number];
      fake.requests.push(parsed);
      if (fake.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      const question = parsed.messages.at(-1)?.content ?? '';
      const pieces = fakeAnswerPieces(question).slice(0, fake.mode === 'break' ? 2 : undefined);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      void (async () => {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
        for (const p of pieces) {
          if (res.destroyed) return;
          res.write(chunk(p));
          if (fake.pieceDelayMs) await new Promise((r) => setTimeout(r, fake.pieceDelayMs));
        }
        if (fake.mode === 'break') res.write(`data: ${JSON.stringify({ error: { message: 'model crashed' } })}\n\n`);
        else res.write('data: [DONE]\n\n');
        res.end();
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
