import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStorage } from './storage';

/** A byte range of a file of `size` bytes: null serves the whole file, 'unsatisfiable' answers 416 (RFC 9110 14). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  // No header, another unit, several ranges or `bytes=-`: not a range we honour, so the whole file.
  if (!range || (!range[1] && !range[2])) return null;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = Math.min(range[1] && range[2] ? Number(range[2]) : size - 1, size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Sends a stored object, or the one range of it the request asks for (206 + Content-Range, 416 when it lies past the
 * end), as a stream: only the asked bytes are read from the store, whatever the object's size. Headers other than
 * the range's (type, caching, policy) are the caller's. Answers false when the object is gone (the caller's 404).
 */
export async function sendObject(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  size: number,
  ranged = true,
): Promise<boolean> {
  const range = ranged ? parseRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`).send();
    return true;
  }
  const stream = await storage.read(key, range ?? undefined);
  if (!stream) return false;
  if (range)
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  else reply.header('content-length', size);
  reply.send(stream);
  return true;
}
