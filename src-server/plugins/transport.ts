import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { CONTENT_SECURITY_POLICY } from '@shared/rules/content-security-policy';

/**
 * Transport-level protection: errors Fastify and Node answer before any route (a bad URL, an over-long request
 * line or header) get the envelope too, and every response carries the security headers.
 */

export const SECURITY_HEADERS: Record<string, string> = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Longest URL (path and query) we read; longer ones are answered 414 before any work. */
export const MAX_URL_LENGTH = 8 * 1024;

const envelope = (code: number, message: string) => ({ code, message, data: null });

/** Fastify's `frameworkErrors`: a bad percent-encoding (FST_ERR_BAD_URL) or an over-long parameter. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS).header('content-security-policy', CONTENT_SECURITY_POLICY);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send(envelope(414, Msg.urlTooLong));
  request.log.info({ reason: error.code }, 'bad URL refused');
  return reply.status(400).send(envelope(Code.BAD_REQUEST, Msg.badUrl));
}

/**
 * Node's `clientError` (the HTTP parser refused the request before Fastify saw it): an over-long request line
 * (414) or headers (431), anything else 400; each as the envelope, then the connection closes.
 */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  let status = 400;
  let message: string = Msg.badRequest;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  else if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone past the limit: the URL is too long; otherwise the headers are.
    const line = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.indexOf('\r\n') : -1;
    [status, message] = line < 0 || line > MAX_URL_LENGTH ? [414, Msg.urlTooLong] : [431, Msg.headersTooLarge];
  } else if (err.code === 'HPE_URI_TOO_LONG') [status, message] = [414, Msg.urlTooLong];
  this.log.info({ reason: err.code }, 'malformed HTTP request refused');
  const body = JSON.stringify(envelope(status, message));
  const headers = Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\n${headers.join('')}` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export const transportPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) return reply.status(414).send(envelope(414, Msg.urlTooLong));
  });
  // Web files and API answers alike. A route that set its own (stricter) CSP keeps it.
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });
});
