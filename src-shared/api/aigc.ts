import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * The AI assistant (/AIChat, issue 12). Its greeting is the spec's GET /api/v2/aigc/vt/getWelcomeMessage (HomeApi,
 * per channel, with `configured`); the paths here are not shown in the spec and are chosen in the same namespace.
 *
 * The answer itself streams: POST `AigcPaths.chat` with a ChatRequest answers `text/event-stream` (one of the
 * non-endpoint routes, src-server/plugins/non-endpoint-routes.ts) with the events of `ChatStreamEvent`, in order:
 * `meta` (the conversation and the two stored messages), `delta` (text as the model writes it, any number), then
 * `done` or `error` (the partial answer is kept). A request refused before the model is asked (too long, too many,
 * not configured, not the caller's conversation) gets the JSON envelope instead, with its message.
 *
 * The model is whatever OpenAI-compatible endpoint the server is configured with (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL); with none, the welcome's `configured` is false and a question is refused with Msg.aiNotConfigured.
 */
export const AigcPaths = {
  /** GET → Conversation[]: the caller's conversations, newest first. */
  conversations: '/api/v2/aigc/getConversationList',
  /** GET ?conversationId → ChatMessage[]: one of the caller's conversations, oldest first. */
  messages: '/api/v2/aigc/getMessageList',
  /** POST {conversationId} → null: deletes one of the caller's conversations. */
  deleteConversation: '/api/v2/aigc/deleteConversation',
  /** POST ChatRequest → text/event-stream (see above). Teacher area (teachers and students). */
  chat: '/api/v2/aigc/chat',
} as const;

/** The longest question a user may send, in characters. */
export const AI_MESSAGE_MAX = 2000;

export const conversation = z.object({
  id: z.number().int(),
  title: z.string(),
  messageCount: z.number().int(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const chatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** DONE: complete; STREAMING: being written now; FAILED: the model stopped or failed (content is what came). */
  status: z.enum(['DONE', 'STREAMING', 'FAILED']),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationQuery = z.object({ conversationId: z.coerce.number().int().positive() });
export const conversationRequest = z.object({ conversationId: z.number().int().positive() });

export const chatRequest = z.object({
  /** Absent: a new conversation, titled after the question. */
  conversationId: z.number().int().positive().optional(),
  content: z.string(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

/** The events of the chat stream, by event name. */
export interface ChatStreamEvents {
  meta: { conversationId: number; questionId: number; answerId: number; title: string };
  delta: { text: string };
  done: { answerId: number };
  error: { message: string };
}
export type ChatStreamEvent = {
  [K in keyof ChatStreamEvents]: { event: K; data: ChatStreamEvents[K] };
}[keyof ChatStreamEvents];

const T = ['teacher'] as const;

/** One descriptor per endpoint (the chat stream is described above, not here: it is not an envelope). */
export const AigcApi = {
  conversations: get(AigcPaths.conversations, { response: z.array(conversation), areas: T }),
  messages: get(AigcPaths.messages, { request: conversationQuery, response: z.array(chatMessage), areas: T }),
  deleteConversation: post(AigcPaths.deleteConversation, {
    request: conversationRequest,
    response: z.null(),
    areas: T,
  }),
} as const;
