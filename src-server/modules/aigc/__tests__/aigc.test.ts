import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGE_MAX, AigcPaths, type ChatMessage, type Conversation } from '@shared/api/aigc';
import { Code } from '@shared/api/common';
import { eventStreamParser, type StreamEvent } from '@shared/rules/event-stream';
import { Msg } from '@shared/rules/messages';
import { ConfigPaths, type WelcomeResponse } from '@shared/api/config';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { AI_LIMITS } from '../service';
import { fakeAnswerPieces, startFakeModel, type FakeModel } from './fake-provider';

let t: TestApp;
let bare: TestApp;
let model: FakeModel;
let base: string;
let teacher: string;
let student: string;
let parent: string;

beforeAll(async () => {
  model = await startFakeModel();
  t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  bare = await createTestApp();
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
  student = await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT');
  parent = await signIn(t.app, DEMO_USERS.parent.mobile, 'PARENT');
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await model?.close();
});

/** Asks over real HTTP: the stream's events, or the envelope of a refusal. */
async function ask(token: string | undefined, body: unknown) {
  const res = await fetch(`${base}${AigcPaths.chat}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.headers.get('content-type')?.includes('text/event-stream'))
    return { envelope: (await res.json()) as { code: number; message: string }, events: [] as StreamEvent[] };
  const parse = eventStreamParser();
  const events = parse(await res.text());
  return { envelope: undefined, events };
}
const answerOf = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => (JSON.parse(e.data) as { text: string }).text)
    .join('');
const metaOf = (events: StreamEvent[]) =>
  JSON.parse(events.find((e) => e.event === 'meta')!.data) as {
    conversationId: number;
    answerId: number;
    title: string;
  };

describe('the AI assistant', () => {
  it('says in the welcome whether a model is configured; without one a question is refused and nothing kept', async () => {
    const configured = await call<WelcomeResponse>(t.app, { url: ConfigPaths.welcomeMessage });
    expect(configured.body.data.configured).toBe(true);
    expect(configured.body.data.content).toContain('AI 教学助手');
    const none = await call<WelcomeResponse>(bare.app, { url: ConfigPaths.welcomeMessage });
    expect(none.body.data).toMatchObject({ configured: false, content: configured.body.data.content });
    const token = await signIn(bare.app, DEMO_USERS.teacher.mobile);
    const res = await bare.app.inject({
      method: 'POST',
      url: AigcPaths.chat,
      headers: { authorization: `Bearer ${token}` },
      payload: { content: '你好' },
    });
    expect(res.json()).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.aiNotConfigured });
    expect((await call<Conversation[]>(bare.app, { url: AigcPaths.conversations, token })).body.data).toEqual([]);
  });

  it('streams the answer in pieces, keeps both messages, and shows the model the conversation so far', async () => {
    const first = await ask(teacher, { content: '怎样讲清楚先乘除后加减？' });
    expect(first.events.map((e) => e.event)).toEqual(['meta', ...fakeAnswerPieces('').map(() => 'delta'), 'done']);
    expect(answerOf(first.events)).toBe(fakeAnswerPieces('怎样讲清楚先乘除后加减？').join(''));
    const meta = metaOf(first.events);
    expect(meta.title).toBe('怎样讲清楚先乘除后加减？');
    expect(model.requests.at(-1)).toMatchObject({ model: 'fake-model', stream: true });
    expect(model.requests.at(-1)!.messages.map((m) => m.role)).toEqual(['system', 'user']);

    const second = await ask(teacher, { conversationId: meta.conversationId, content: '再出两道练习题' });
    expect(metaOf(second.events).conversationId).toBe(meta.conversationId);
    expect(
      model.requests
        .at(-1)!
        .messages.map((m) => m.content)
        .slice(1),
    ).toEqual(['怎样讲清楚先乘除后加减？', answerOf(first.events), '再出两道练习题']);
    const list = await call<Conversation[]>(t.app, { url: AigcPaths.conversations, token: teacher });
    expect(list.body.data[0]).toMatchObject({ id: meta.conversationId, messageCount: 4 });
    const msgs = await call<ChatMessage[]>(t.app, {
      url: AigcPaths.messages,
      token: teacher,
      query: { conversationId: String(meta.conversationId) },
    });
    expect(msgs.body.data.map((m) => [m.role, m.status])).toEqual([
      ['user', 'DONE'],
      ['assistant', 'DONE'],
      ['user', 'DONE'],
      ['assistant', 'DONE'],
    ]);
    expect(msgs.body.data[3]!.content).toBe(answerOf(second.events));
  });

  it('keeps what came when the model fails, and says so', async () => {
    model.mode = 'fail';
    const failed = await ask(student, { content: '太空中的水为什么是球形的？' });
    model.mode = 'break';
    const broken = await ask(student, { conversationId: metaOf(failed.events).conversationId, content: '再说一遍' });
    model.mode = 'ok';
    for (const r of [failed, broken])
      expect(r.events.at(-1)).toEqual({ event: 'error', data: JSON.stringify({ message: Msg.aiFailed }) });
    const msgs = await call<ChatMessage[]>(t.app, {
      url: AigcPaths.messages,
      token: student,
      query: { conversationId: String(metaOf(failed.events).conversationId) },
    });
    expect(msgs.body.data.filter((m) => m.role === 'assistant').map((m) => [m.status, m.content])).toEqual([
      ['FAILED', ''],
      ['FAILED', fakeAnswerPieces('再说一遍').slice(0, 2).join('')],
    ]);
  });

  it('refuses empty and over-long questions, other people’s conversations and other areas, with clear words', async () => {
    expect((await ask(teacher, { content: '   ' })).envelope).toMatchObject({ code: 400, message: Msg.aiEmptyMessage });
    const long = await ask(teacher, { content: '字'.repeat(AI_MESSAGE_MAX + 1) });
    expect(long.envelope).toMatchObject({ code: 400, message: Msg.aiMessageTooLong });
    expect((await ask(teacher, { content: '字'.repeat(AI_MESSAGE_MAX) })).events.at(-1)?.event).toBe('done');
    expect((await ask(teacher, {})).envelope?.code).toBe(400);
    const mine = (await call<Conversation[]>(t.app, { url: AigcPaths.conversations, token: teacher })).body.data[0]!;
    // The student may not read, continue or delete the teacher's conversation: it is "not found".
    const peek = await call(t.app, {
      url: AigcPaths.messages,
      token: student,
      query: { conversationId: String(mine.id) },
    });
    expect(peek.body).toMatchObject({ code: Code.NOT_FOUND, message: Msg.aiConversationNotFound });
    const cont = await ask(student, { conversationId: mine.id, content: '你好' });
    expect(cont.envelope).toMatchObject({ code: Code.NOT_FOUND, message: Msg.aiConversationNotFound });
    const del = await call(t.app, {
      method: 'POST',
      url: AigcPaths.deleteConversation,
      token: student,
      body: { conversationId: mine.id },
    });
    expect(del.body.code).toBe(Code.NOT_FOUND);
    expect((await ask(undefined, { content: '你好' })).envelope?.code).toBe(Code.TOKEN_EXPIRED);
    expect((await ask(parent, { content: '你好' })).envelope?.code).toBe(Code.TOKEN_EXPIRED);
    // Deleting one's own conversation takes its messages with it.
    const gone = await call(t.app, {
      method: 'POST',
      url: AigcPaths.deleteConversation,
      token: teacher,
      body: { conversationId: mine.id },
    });
    expect(gone.body).toMatchObject({ code: 200, message: Msg.aiConversationDeleted });
    const after = await call(t.app, {
      url: AigcPaths.messages,
      token: teacher,
      query: { conversationId: String(mine.id) },
    });
    expect(after.body.code).toBe(Code.NOT_FOUND);
  });

  it('limits how often one user may ask', async () => {
    const token = await signIn(t.app, '13800000011', 'TEACHER');
    const codes: (number | string)[] = [];
    for (let i = 0; i <= AI_LIMITS.perMinute; i++) {
      const r = await ask(token, { content: `第${i + 1}个问题` });
      codes.push(r.envelope ? r.envelope.message : r.events.at(-1)!.event);
    }
    expect(codes).toEqual([...Array<string>(AI_LIMITS.perMinute).fill('done'), Msg.aiTooManyMessages]);
  });
});
