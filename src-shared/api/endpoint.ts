import { z } from 'zod';
import type { RoleArea } from './common';

/**
 * One descriptor per endpoint (docs/architecture.md, rule 8). The server registers its route from the descriptor
 * (`src-server/plugins/endpoints.ts`), and the renderer's http client takes its request and response types from it,
 * so neither side can drift from the contract.
 *
 * - `request` validates the query string of a GET and the body of a POST (JSON, or a urlencoded form when `form`).
 *   Endpoints that take nothing use `noInput`.
 * - `response` is the envelope's `data`: the server wraps it in `{ code, message, data }`.
 * - `areas` are the role areas whose token the route admits; `[]` is a public route. `optionalAuth` routes are
 *   public but read the caller when a token of one of `areas` is sent.
 * - `multipart` endpoints carry files: their body is not described by `request` (the server streams it).
 */
export type HttpMethod = 'GET' | 'POST';
export type BodyKind = 'json' | 'form' | 'multipart';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends readonly RoleArea[] = readonly RoleArea[],
> {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly request: Req;
  readonly response: Res;
  /** Kept as a literal tuple, so a public route's handler sees `auth` as possibly undefined. */
  readonly areas: A;
  readonly optionalAuth?: boolean;
  /** POST only: how the body travels (default json). */
  readonly body?: BodyKind;
  /** Extra request headers the endpoint reads (lower-case names), e.g. `temptoken`. */
  readonly headers?: z.ZodType;
}

/** The request of an endpoint that takes nothing. */
export const noInput = z.object({}).strict().optional();

interface Options<Req extends z.ZodType, Res extends z.ZodType, A extends readonly RoleArea[]> {
  request?: Req;
  response: Res;
  areas: A;
  optionalAuth?: boolean;
  body?: BodyKind;
  headers?: z.ZodType;
}

function define<Req extends z.ZodType, Res extends z.ZodType, A extends readonly RoleArea[]>(
  method: HttpMethod,
  path: `/${string}`,
  opts: Options<Req, Res, A>,
): Endpoint<Req, Res, A> {
  return { method, path, ...opts, request: (opts.request ?? noInput) as Req };
}

export function get<
  Res extends z.ZodType,
  Req extends z.ZodType = typeof noInput,
  const A extends readonly RoleArea[] = readonly RoleArea[],
>(path: `/${string}`, opts: Options<Req, Res, A>) {
  return define('GET', path, opts);
}

export function post<
  Res extends z.ZodType,
  Req extends z.ZodType = typeof noInput,
  const A extends readonly RoleArea[] = readonly RoleArea[],
>(path: `/${string}`, opts: Options<Req, Res, A>) {
  return define('POST', path, opts);
}

/** What the caller sends (before zod's defaults and transforms). */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What the caller receives: the envelope's data, as the server serialised it. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
