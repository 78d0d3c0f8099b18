import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional requests (RFC 9110 13): validators for what a route answers, and the 304 when the client's copy is
 * still good. Files are validated by size and modification time, as a strong ETag (as nginx does): browsers resume
 * and range a cached file with If-Range, which only a strong validator can satisfy (a weak one would turn every
 * resumed range of a PDF into the whole file). Generated text is validated by a hash of what matters in it.
 */
export const fileEtag = (stat: Pick<Stats, 'size' | 'mtimeMs'>) =>
  `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

export const textEtag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the request's If-None-Match (or, without one, If-Modified-Since) still matches (weak comparison). */
export function isFresh(req: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match.trim() === '*' || match.split(',').some((t) => opaque(t) === opaque(etag));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !!lastModified && !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** A Range request is honoured only when its If-Range (if any) names the current version (strong match of the date or tag). */
export function rangeApplies(req: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const ifRange = String(req.headers['if-range'] ?? '');
  if (!ifRange) return true;
  if (ifRange.startsWith('W/')) return false;
  if (ifRange.startsWith('"')) return ifRange === etag;
  return !!lastModified && ifRange === lastModified.toUTCString();
}

/** Sets ETag (and Last-Modified); answers 304 and returns true when the client's copy is current. */
export function answerConditional(req: FastifyRequest, reply: FastifyReply, etag: string, lastModified?: Date) {
  reply.header('etag', etag);
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (!isFresh(req, etag, lastModified)) return false;
  reply.code(304).removeHeader('content-length');
  return true;
}
