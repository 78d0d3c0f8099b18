import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the incoming X-Request-Id when it is a sane one (at most 64 of [A-Za-z0-9._-], so it cannot
 * forge log lines or headers), otherwise a random UUID (unique across servers, unlike Fastify's per-server counter).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE.test(given) ? given : randomUUID();
}
