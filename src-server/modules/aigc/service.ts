import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { AI_MESSAGE_MAX, type ChatMessage, type Conversation } from '@shared/api/aigc';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { withTx, type Executor } from '../../db/repositories/tx';
import { aiConversations, aiMessages } from '../../db/schema';
import type { ChatTurn } from '../../lib/ai-provider';
import { BizError } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { hit, tooManyRequests } from '../../lib/rate-limit';

/** Per user: questions a minute and a day; how much of a conversation the model is shown; the longest answer kept. */
export const AI_LIMITS = { perMinute: 10, perDay: 200, historyTurns: 20, answerMax: 20_000 } as const;

const SYSTEM_PROMPT =
  '你是 Classpro 智慧课堂的 AI 助手，服务中国中小学的老师和学生。请用简体中文回答，内容准确、适合中小学，' +
  '条理清楚；对学生多启发、少直接给答案；不确定时直接说明。';

export async function conversations(db: Db, userId: number): Promise<Conversation[]> {
  const rows = await db
    .select({
      id: aiConversations.id,
      title: aiConversations.title,
      updatedAt: aiConversations.updatedAt,
      messageCount: count(aiMessages.id),
    })
    .from(aiConversations)
    .leftJoin(aiMessages, eq(aiMessages.conversationId, aiConversations.id))
    .where(eq(aiConversations.userId, userId))
    .groupBy(aiConversations.id)
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(100);
  return rows.map((r) => ({ ...r, messageCount: Number(r.messageCount), updatedAt: r.updatedAt.toISOString() }));
}

/** One of the caller's conversations; anybody else's is "not found", as one that does not exist. */
export async function ownConversation(db: Executor, userId: number, conversationId: number) {
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)))
    .limit(1);
  if (!row) throw new BizError(Code.NOT_FOUND, Msg.aiConversationNotFound);
  return row;
}

export async function messages(db: Db, userId: number, conversationId: number): Promise<ChatMessage[]> {
  await ownConversation(db, userId, conversationId);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(asc(aiMessages.id));
  return rows.map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function deleteConversation(db: Db, userId: number, conversationId: number) {
  await ownConversation(db, userId, conversationId);
  await db.delete(aiConversations).where(eq(aiConversations.id, conversationId));
}

/** A question checked and counted: its text trimmed, within the size and the caller's rate. */
export async function checkQuestion(kv: KvStore, userId: number, content: string): Promise<string> {
  const text = content.trim();
  if (!text) throw new BizError(Code.BAD_REQUEST, Msg.aiEmptyMessage);
  if ([...text].length > AI_MESSAGE_MAX) throw new BizError(Code.BAD_REQUEST, Msg.aiMessageTooLong);
  const minute = await hit(kv, `rl:ai:min:${userId}`, AI_LIMITS.perMinute, 60);
  const day = await hit(kv, `rl:ai:day:${userId}`, AI_LIMITS.perDay, 24 * 3600);
  if (!minute || !day) throw tooManyRequests(Msg.aiTooManyMessages);
  return text;
}

export interface StartedAnswer {
  conversationId: number;
  title: string;
  questionId: number;
  answerId: number;
  /** What the model is shown: the instructions, then the conversation's latest turns ending with the question. */
  turns: ChatTurn[];
}

/**
 * Stores the question and an empty answer being written (in a new conversation, titled after the question, when
 * none is named) and gathers what the model is to be shown.
 */
export async function startAnswer(
  db: Db,
  userId: number,
  conversationId: number | undefined,
  question: string,
): Promise<StartedAnswer> {
  return withTx(db, async (tx) => {
    const conv = conversationId
      ? await ownConversation(tx, userId, conversationId)
      : (
          await tx
            .insert(aiConversations)
            .values({ userId, title: titleOf(question) })
            .returning()
        )[0]!;
    const history = await tx
      .select({ role: aiMessages.role, content: aiMessages.content })
      .from(aiMessages)
      .where(and(eq(aiMessages.conversationId, conv.id), sql`${aiMessages.content} <> ''`))
      .orderBy(desc(aiMessages.id))
      .limit(AI_LIMITS.historyTurns);
    const [q] = await tx
      .insert(aiMessages)
      .values({ conversationId: conv.id, role: 'user', content: question })
      .returning({ id: aiMessages.id });
    const [a] = await tx
      .insert(aiMessages)
      .values({ conversationId: conv.id, role: 'assistant', content: '', status: 'STREAMING' })
      .returning({ id: aiMessages.id });
    await tx.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, conv.id));
    return {
      conversationId: conv.id,
      title: conv.title,
      questionId: q!.id,
      answerId: a!.id,
      turns: [
        { role: 'system' as const, content: SYSTEM_PROMPT },
        ...history.reverse(),
        { role: 'user' as const, content: question },
      ],
    };
  });
}

/** Keeps what the model wrote (all of it, or what came before it failed or the user stopped it). */
export async function finishAnswer(db: Db, answerId: number, content: string, ok: boolean) {
  await db
    .update(aiMessages)
    .set({ content: content.slice(0, AI_LIMITS.answerMax), status: ok ? 'DONE' : 'FAILED' })
    .where(eq(aiMessages.id, answerId));
}

/**
 * Ends answers left "streaming" by a server that died mid-answer (killed, crashed): no answer can still be streaming
 * once it is older than the answer time limit, so those are marked failed, keeping what was written. Returns how many.
 */
export async function endStaleAnswers(db: Db, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const ended = await db
    .update(aiMessages)
    .set({ status: 'FAILED' })
    .where(and(eq(aiMessages.status, 'STREAMING'), lt(aiMessages.createdAt, cutoff)))
    .returning({ id: aiMessages.id });
  return ended.length;
}

/** A conversation's title: the question's first line, at most 30 characters. */
export function titleOf(question: string): string {
  const line = question.split('\n')[0]!.trim();
  const chars = [...line];
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : line;
}
