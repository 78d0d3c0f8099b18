import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { BizError } from '../lib/errors';

export const ok = <T>(data: T) => ({ code: Code.OK, message: Msg.ok, data });

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(password|passwordNew|passwordCheck|code|authCode|token|access_token|sig|codeKey|yzm|exchangeCode|authorization|admin-token|cms-token|.*(token|secret|key|sign|signature|policy|auth).*)$/i;

/**
 * Values that look like a secret whatever the parameter is called: a bearer string, a JWT, a long hex or
 * base64(url) run (our tokens are 43 base64url characters). Found anywhere in the value (also inside a nested URL).
 */
const SECRET_SHAPES = [
  /bearer\s+\S+/gi,
  /[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  /(?<![A-Za-z0-9+/_-])[A-Fa-f0-9]{24,}(?![A-Za-z0-9+/_-])/g,
  /(?<![A-Za-z0-9+/_-])(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Za-z])[A-Za-z0-9+/_-]{24,}={0,2}/g,
];

const maskShapes = (value: string) => SECRET_SHAPES.reduce((v, re) => v.replace(re, '[redacted]'), value);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const masked = new URLSearchParams();
  for (const [key, value] of params)
    masked.append(maskShapes(key), SECRET_PARAMS.test(key) ? '[redacted]' : maskShapes(value));
  return `${maskShapes(url.slice(0, q))}?${masked.toString()}`;
}

/** The SQLSTATE of a database error, as either driver reports it (Drizzle wraps it in `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') ?? false;

function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '';
  return `${Msg.badRequest}：${field ? `${field} ` : ''}${first?.message ?? ''}`.trim();
}

/**
 * The envelope of spec section 7/8: business errors travel with HTTP 200 and a code; transport errors
 * (bad JSON, unknown path, server fault) use real HTTP statuses. Never a stack trace in a body.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The route's response schema describes success; errors are written as plain JSON.
    reply.serializer(JSON.stringify);
    if (error instanceof BizError) {
      return reply.status(200).send({ code: error.code, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(200).send({ code: Code.BAD_REQUEST, message: describeValidation(error), data: null });
    }
    // The database refusing a value (SQLSTATE class 22: a NUL byte in text, a number out of range ...) is bad input
    // that got past the schema, not a server fault.
    if (isDataException(error)) {
      request.log.warn({ sqlState: sqlStateOf(error) }, 'input refused by the database');
      return reply.status(200).send({ code: Code.BAD_REQUEST, message: Msg.badRequest, data: null });
    }
    // A broken multipart body the parser refused outside a route's own handling (lib/multipart.ts).
    if (/multipart|boundary/i.test(error.message) && !error.code) {
      request.log.info({ reason: error.message }, 'malformed multipart refused');
      return reply.status(200).send({ code: Code.BAD_REQUEST, message: Msg.uploadMalformed, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(200).send({ code: Code.TOO_MANY, message: error.message, data: null });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || /JSON/i.test(error.message) ? Msg.badJson : Msg.badRequest;
      return reply.status(status).send({ code: status, message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: Code.SERVER_ERROR, message: Msg.serverError, data: null });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: Code.NOT_FOUND, message: Msg.notFound, data: null });
  });
});
