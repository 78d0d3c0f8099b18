import { Code, Header, type Envelope, type RoleArea } from '@shared/api/common';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { areaOfPath } from '../config/paths';
import { config } from './config';
import { decideBusinessError, decideTransportError, type ErrorAction } from './error-policy';
import { notify } from './notify';
import { local, tokens } from './storage';

/** A refused call: code and message of the envelope (or of the transport failure, code 0). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body. */
  body?: unknown;
  /** Form body (multipart when it holds files). */
  form?: FormData | URLSearchParams;
  /** Whose token to send; by default the area of the current route. */
  area?: RoleArea;
  headers?: Record<string, string>;
  /** Skip the central error toasts and the 901 redirect: the caller handles them. 901 still clears the token. */
  silent?: boolean;
  /** The data-centre admin sign-in (its code 500 passes through silently). */
  adminLogin?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a small save sent while the page unloads, e.g. a player's position). */
  keepalive?: boolean;
  /** How many times this request was already sent again after a busy answer (busy-retry.ts). */
  busyTries?: number;
}

/** The current route path after the hash. */
export const currentPath = () => (location.hash.replace(/^#/, '').split('?')[0] || '/') as string;

let onUnauthorized: (area: RoleArea, loginPath: string) => void = (_area, loginPath) => {
  location.hash = `#${loginPath}`;
};
/** The app wires logout (clear token and session, go to the login with a redirect) here. */
export const setUnauthorizedHandler = (fn: typeof onUnauthorized) => {
  onUnauthorized = fn;
};

let appType = 'web';
let appVersion = config.version;
/** The desktop shell reports its type and version once at start. */
export const setAppIdentity = (type: string, version: string) => {
  appType = type;
  appVersion = version;
};

/** The headers every call sends: channel, app identity and the area's token. */
export function requestHeaders(area: RoleArea, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.CHANNEL]: local.get('channel') ?? 'cuiya',
    [Header.APP]: config.app,
    [Header.APP_TYPE]: appType,
    [Header.APP_VERSION]: appVersion,
    ...extra,
  };
  const token = tokens.get(area);
  if (token)
    headers[area === 'datacenter' ? Header.CMS_TOKEN : Header.AUTHORIZATION] =
      area === 'datacenter' ? token : `Bearer ${token}`;
  return headers;
}

export function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = new URL(path, config.apiBase || location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

function act(action: ErrorAction, area: RoleArea, silent: boolean) {
  if (action.logoutTo) {
    tokens.clear(area);
    // A silent caller (the route guard) does its own redirect.
    if (!silent) onUnauthorized(area, action.logoutTo);
  }
  if (action.toast && !silent) notify.error(action.toast.text, action.toast.durationMs, action.toast.light);
}

/** The one HTTP client: headers, timeout, envelope and the error catalogue of spec section 8. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const routePath = currentPath();
  const area = opts.area ?? areaOfPath(routePath);
  const headers = requestHeaders(area, opts.headers);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    const aborted = err instanceof DOMException && err.name === 'AbortError' && opts.signal?.aborted;
    if (aborted) throw err;
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    const message = timedOut ? '请求超时' : '';
    act(decideTransportError({ network: !timedOut, message }, { path: routePath }), area, Boolean(opts.silent));
    throw new ApiError(0, timedOut ? message : 'network');
  }

  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    const message = `${res.status} ${res.statusText}`.trim();
    act(decideTransportError({ network: false, message }, { path: routePath }), area, Boolean(opts.silent));
    throw new ApiError(res.status, message);
  }
  if (envelope.code === Code.OK) return envelope.data;
  // A busy server has not run the request: sent again after a pause (busy-retry.ts, loaded on the first busy answer).
  const tries = opts.busyTries ?? 0;
  if (envelope.code === Code.BUSY && !opts.keepalive && tries < 3 /* BUSY_RETRIES */ && !opts.signal?.aborted)
    return (await import('./busy-retry')).again(res, tries, opts.signal, () =>
      request<T>(path, { ...opts, busyTries: tries + 1 }),
    );
  act(
    decideBusinessError(envelope.code, envelope.message, { path: routePath, adminLogin: opts.adminLogin }),
    area,
    Boolean(opts.silent),
  );
  throw new ApiError(envelope.code, envelope.message, envelope.data);
}

/**
 * Untyped calls by path, for the client's own tests. Features call endpoints with `call()` over their descriptor:
 * there is no type parameter here, so a hand-written response type cannot creep back (and lint forbids one).
 */
export const http = {
  get: (path: string, query?: RequestOptions['query'], opts: Omit<RequestOptions, 'query' | 'method'> = {}) =>
    request<unknown>(path, { ...opts, query, method: 'GET' }),
  post: (path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    request<unknown>(path, { ...opts, body, method: 'POST' }),
};

export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'> & {
  /**
   * Multipart only: the address the server named at run time for this endpoint (a signed upload goes to the
   * `ossConfig.host` its authorization gives, which may be another origin than the API's).
   */
  url?: string;
};

/**
 * Calls an endpoint described in `src-shared/api` (rule 1a): method, path and the request and response types come
 * from its descriptor. A GET sends the input as its query; a POST as JSON, or as a urlencoded form for `form`
 * endpoints; a multipart endpoint sends `opts.form`.
 */
export function call<E extends Endpoint>(endpoint: E, input?: RequestOf<E>, opts: CallOptions = {}) {
  const { url, ...rest } = opts;
  const base = { ...rest, method: endpoint.method };
  if (endpoint.method === 'GET')
    return request<ResponseOf<E>>(endpoint.path, { ...base, query: input as RequestOptions['query'] });
  if (endpoint.body === 'multipart') return request<ResponseOf<E>>(url ?? endpoint.path, base);
  if (endpoint.body === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>))
      if (v !== undefined && v !== null) form.set(k, String(v));
    return request<ResponseOf<E>>(endpoint.path, { ...base, form });
  }
  return request<ResponseOf<E>>(endpoint.path, { ...base, body: input ?? {} });
}
