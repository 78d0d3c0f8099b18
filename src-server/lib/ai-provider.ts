import { eventStreamParser } from '@shared/rules/event-stream';
import type { Config } from '../config';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A chat model: streams the answer to a conversation as text pieces. Throws when the model cannot answer. */
export interface ChatProvider {
  stream(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}

/** The model of the server's configuration (an OpenAI-compatible endpoint), or null when none is configured. */
export function aiProviderOf(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): ChatProvider | null {
  if (!config.AI_BASE_URL) return null;
  return openAiCompatible(config.AI_BASE_URL, config.AI_MODEL, config.AI_API_KEY);
}

/**
 * The OpenAI chat completions protocol with `stream: true`, which most model servers speak (vLLM, Ollama, LocalAI,
 * and the hosted Chinese models' compatible modes): server-sent events whose data is a chunk with
 * `choices[0].delta.content`, ended by `data: [DONE]`.
 */
export function openAiCompatible(baseUrl: string, model: string, apiKey?: string): ChatProvider {
  return {
    async *stream(turns, signal) {
      const res = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages: turns, stream: true }),
        signal,
      });
      if (!res.ok || !res.body) throw new Error(`the model answered HTTP ${res.status}`);
      const parse = eventStreamParser();
      const decoder = new TextDecoder();
      for await (const bytes of res.body) {
        for (const e of parse(decoder.decode(bytes, { stream: true }))) {
          if (e.data === '[DONE]') return;
          const chunk = JSON.parse(e.data) as {
            choices?: { delta?: { content?: string | null } }[];
            error?: { message?: string };
          };
          if (chunk.error) throw new Error(`the model failed: ${chunk.error.message ?? 'unknown'}`);
          const text = chunk.choices?.[0]?.delta?.content;
          if (text) yield text;
        }
      }
    },
  };
}
