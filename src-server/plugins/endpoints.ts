import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@shared/api/common';
import { noInput, type Endpoint } from '@shared/api/endpoint';
import { Msg } from '@shared/rules/messages';
import { Code } from '@shared/api/common';
import { readToken, type AuthContext } from './auth';
import { CHILD_DATA_ENDPOINTS, requireGuardianConsent } from '../domain/guardian-consent';

/** What a handler gets: the validated input (query of a GET, body of a POST) and the caller when signed in. */
export interface EndpointContext<E extends Endpoint> {
  input: z.output<E['request']>;
  /** Set on guarded routes (and on `optionalAuth` routes when a valid token came). */
  auth: E['areas'] extends readonly [] ? AuthContext | undefined : AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the envelope's data, or `{ data, message }` to set the success message. */
export type EndpointResult<E extends Endpoint> = z.input<E['response']> | Reply<z.input<E['response']>>;

/** Any Fastify instance, whatever its type provider (modules get the zod-typed one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = FastifyInstance<any, any, any, any, any>;

const REPLY = Symbol('endpoint-reply');
interface Reply<T> {
  [REPLY]: true;
  data: T;
  message: string;
}
/** The data with a success message other than the default (e.g. 添加成功). */
export const withMessage = <T>(data: T, message: string): Reply<T> => ({ [REPLY]: true, data, message });
/** No data, only a success message (e.g. 删除成功). */
export const done = (message: string) => withMessage(null, message);

/**
 * Registers a route from its descriptor (docs/architecture.md, rule 8): method, path, request and response schemas and the guard all
 * come from the contract, so a route cannot differ from it. Multipart routes read their own body (`req.file()`).
 */
export function route<E extends Endpoint>(
  app: AnyApp,
  endpoint: E,
  handler: (ctx: EndpointContext<E>) => Promise<EndpointResult<E>> | EndpointResult<E>,
  extra: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
) {
  const guarded = endpoint.areas.length > 0 && !endpoint.optionalAuth;
  const preHandler = guarded ? app.authenticate(...endpoint.areas) : undefined;
  // A multipart body is streamed by the handler; an endpoint that takes nothing ignores what comes (as before).
  const input =
    endpoint.body === 'multipart' || endpoint.request === noInput
      ? {}
      : endpoint.method === 'GET'
        ? { querystring: endpoint.request }
        : { body: endpoint.request };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: extra.bodyLimit,
    // The route table (app.ts) keeps the descriptor: the contract test compares routes with descriptors.
    config: { ...(extra.config as object), endpoint } as RouteShorthandOptions['config'],
    ...(preHandler ? { preHandler } : {}),
    schema: {
      ...input,
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: { 200: envelope(endpoint.response) },
    },
    handler: async (req, reply) => {
      let auth = req.auth;
      if (!auth && endpoint.optionalAuth) {
        const token = readToken(req, endpoint.areas);
        auth = (token && (await app.tokens.verify(token, endpoint.areas))) || undefined;
        req.auth = auth;
      }
      // Issue 32: a pupil without a guardian's consent signs in but gives no data (one list, domain/guardian-consent).
      if (auth?.area === 'teacher' && CHILD_DATA_ENDPOINTS.has(endpoint))
        await requireGuardianConsent(app.db, auth.subjectId);
      const input = endpoint.method === 'GET' ? req.query : req.body;
      const out = await handler({ input, auth, req, reply } as EndpointContext<E>);
      if (out && typeof out === 'object' && REPLY in out) {
        const r = out as Reply<unknown>;
        return { code: Code.OK, message: r.message, data: r.data };
      }
      return { code: Code.OK, message: Msg.ok, data: out };
    },
  });
}
