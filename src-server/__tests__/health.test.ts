import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AigcPaths, type ChatMessage } from '@shared/api/aigc';
import { HealthPaths } from '@shared/api/health';
import { ScreenCastPaths } from '@shared/api/screen-cast';
import { Msg } from '@shared/rules/messages';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { aiConversations, aiMessages, users } from '../db/schema';
import { DEMO_USERS } from '../db/seeds/demo-accounts';
import { fakeAnswerPieces, startFakeModel } from '../modules/aigc/__tests__/fake-provider';
import { gracefulStop } from '../shutdown';
import { startTestS3 } from '../test-s3';
import { call, createTestApp, signIn, type TestApp } from '../test-helpers';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.allSettled(opened.map((t) => t.close()));
});
const start = async (env: Parameters<typeof createTestApp>[0] = {}) => {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
};
const get = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

/** A TCP relay to the local Redis that the test can cut, as if Redis went down. */
async function redisRelay() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(6379, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

// Each case starts a server; on the embedded database that builds from empty, over 30 s on a loaded 2-core machine.
describe('liveness and readiness', { timeout: 120_000 }, () => {
  it('answer plain JSON: alive, and ready with the database checked', async () => {
    const t = await start({ SEED_DEMO: 'false' });
    expect(await get(t, HealthPaths.live)).toEqual({ status: 200, body: { status: 'alive' } });
    expect(await get(t, HealthPaths.ready)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok' } },
    });
  });

  it('answers 503 naming Redis when Redis is down', async () => {
    const relay = await redisRelay();
    const t = await start({
      SEED_DEMO: 'false',
      REDIS_URL: relay.url,
      REDIS_KEY_PREFIX: `t:${randomBytes(4).toString('hex')}:`,
    });
    expect(await get(t, HealthPaths.ready)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
    });
    relay.cut();
    const down = await get(t, HealthPaths.ready);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'not ready', checks: { database: 'ok' } });
    expect((down.body.checks as Record<string, string>).redis).toMatch(/^failed/);
    expect((await get(t, HealthPaths.live)).status).toBe(200);
  });

  it('answers 503 naming the storage when the S3 store cannot be reached', async () => {
    const t = await start({
      SEED_DEMO: 'false',
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'classpro',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    const down = await get(t, HealthPaths.ready);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'not ready', checks: { database: 'ok' } });
    expect((down.body.checks as Record<string, string>).storage).toMatch(/^failed/);
  });

  it('answers 503 naming the storage when the S3 store refuses its credentials', { timeout: 60_000 }, async () => {
    const s3 = await startTestS3(['classpro']);
    try {
      const right = await start({ SEED_DEMO: 'false', ...s3.env('classpro') });
      expect(await get(right, HealthPaths.ready)).toMatchObject({ status: 200, body: { checks: { storage: 'ok' } } });
      const wrong = await start({ SEED_DEMO: 'false', ...s3.env('classpro'), S3_ACCESS_KEY_ID: 'NOT-THE-KEY' });
      const down = await get(wrong, HealthPaths.ready);
      expect(down.status).toBe(503);
      expect((down.body.checks as Record<string, string>).storage).toMatch(/^failed/);
    } finally {
      await s3.close();
    }
  });
});

describe('a graceful stop', { timeout: 120_000 }, () => {
  it('turns readiness to 503, ends open streams with a retry hint and closes promptly', async () => {
    const model = await startFakeModel();
    try {
      model.pieceDelayMs = 2000;
      const t = await start({ AI_BASE_URL: model.baseUrl });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const token = await signIn(t.app, DEMO_USERS.teacher.mobile);
      const cast = await call<{ code: string }>(t.app, { method: 'POST', url: ScreenCastPaths.create, token });
      const auth = { authorization: `Bearer ${token}` };
      const screen = await fetch(`${base}${ScreenCastPaths.stream}?code=${cast.body.data.code}`, { headers: auth });
      const answer = await fetch(`${base}${AigcPaths.chat}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content: '你好' }),
      });
      // Both streams are open (the model is still writing its answer).
      await new Promise((r) => setTimeout(r, 300));
      const began = Date.now();
      const stopping = gracefulStop(t.app, 500);
      const ready = await fetch(`${base}${HealthPaths.ready}`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'stopping', checks: {} });
      const [screenText, answerText] = await Promise.all([screen.text(), answer.text(), stopping]);
      expect(Date.now() - began).toBeLessThan(5000);
      expect(screenText).toMatch(/retry: \d+\n\n$/);
      expect(answerText).toContain(fakeAnswerPieces('你好')[0]);
      expect(answerText).toContain(`event: error\ndata: ${JSON.stringify({ message: Msg.aiServerStopping })}`);
    } finally {
      await model.close();
    }
  });
});

describe('answers a killed server left streaming', { timeout: 120_000 }, () => {
  it('are ended when a server starts, keeping what was written; a fresh one is left alone', async () => {
    const t = await start();
    const [teacher] = await t.app.db.select().from(users).where(eq(users.mobile, DEMO_USERS.teacher.mobile));
    const [conv] = await t.app.db
      .insert(aiConversations)
      .values({ userId: teacher!.id, title: '被中断的回答' })
      .returning();
    const old = new Date(Date.now() - 30 * 60_000);
    await t.app.db.insert(aiMessages).values([
      { conversationId: conv!.id, role: 'user', content: '问题', createdAt: old },
      { conversationId: conv!.id, role: 'assistant', content: '写到一半', status: 'STREAMING', createdAt: old },
      { conversationId: conv!.id, role: 'assistant', content: '', status: 'STREAMING' },
    ]);
    // Another server starts on the same database.
    const next = await buildApp({ config: testConfig(), database: t.database });
    try {
      const token = await signIn(next, DEMO_USERS.teacher.mobile);
      const msgs = await call<ChatMessage[]>(next, {
        url: AigcPaths.messages,
        token,
        query: { conversationId: String(conv!.id) },
      });
      expect(msgs.body.data.map((m) => [m.role, m.status, m.content])).toEqual([
        ['user', 'DONE', '问题'],
        ['assistant', 'FAILED', '写到一半'],
        ['assistant', 'STREAMING', ''],
      ]);
    } finally {
      await next.close();
    }
  });
});
