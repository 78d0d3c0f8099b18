import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { contentSecurityPolicy, WEB_CONTENT_SECURITY_POLICY } from '@shared/rules/content-security-policy';
import type { Config } from '../config';

/**
 * Browser features the app's own pages may use, none for framed third parties: camera and microphone (the device
 * check), geolocation (the region test page), fullscreen (the classroom and live player), clipboard (share links;
 * the share sheet, web-share, is the page's own by default). The parent's screen cast takes photos through a file
 * input, which needs no camera permission. Everything else that can watch or reach the device is off (only features
 * Chromium knows: an unknown one logs a warning on every page).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=(self)',
  'fullscreen=(self)',
  'clipboard-write=(self)',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Browsers served over HTTPS keep to it for a year (not for other subdomains of a school's domain). */
export const HSTS = 'max-age=31536000';

/** The header CSP for a deployment: this origin, PUBLIC_BASE_URL (the upload host clients are given), TRUSTED_ORIGINS. */
export function serverPolicy(config: Pick<Config, 'PUBLIC_BASE_URL' | 'TRUSTED_ORIGINS'>): string {
  const base = config.PUBLIC_BASE_URL ? [new URL(config.PUBLIC_BASE_URL).origin] : [];
  const uniq = (list: string[]) => [...new Set(list)];
  return contentSecurityPolicy({
    connect: uniq(["'self'", ...base, ...config.TRUSTED_ORIGINS]),
    frame: uniq(["'self'", ...config.TRUSTED_ORIGINS]),
  });
}

/**
 * Transport-level protection: errors Fastify and Node answer before any route (a bad URL, an over-long request
 * line or header) get the envelope too, and every response carries the security headers.
 */

export const SECURITY_HEADERS: Record<string, string> = {
  // The teacher pages frame the app itself (the hidden chat frame); other sites may not (frame-ancestors 'self').
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** Longest URL (path and query) we read; longer ones are answered 414 before any work. */
export const MAX_URL_LENGTH = 8 * 1024;

const envelope = (code: number, message: string) => ({ code, message, data: null });

/** Fastify's `frameworkErrors`: a bad percent-encoding (FST_ERR_BAD_URL) or an over-long parameter. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS).header('content-security-policy', WEB_CONTENT_SECURITY_POLICY);
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
  const policy = serverPolicy(app.config);
  // Web files and API answers alike. A route that set its own (stricter) CSP keeps it. HSTS only over HTTPS (the
  // connection's, or X-Forwarded-Proto from a trusted proxy: TRUST_PROXY).
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
