import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `application/x-www-form-urlencoded` bodies (the spec's SMS call posts a form). Parsed with URLSearchParams into a
 * plain object of strings (a repeated key keeps its last value); the route's zod schema then validates it.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      const out: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(body as string)) out[key] = value;
      done(null, { ...out });
    });
  },
  { name: 'form-body' },
);
