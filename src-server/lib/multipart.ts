import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { BizError, badRequest } from './errors';

export interface ImageForm {
  /** The text fields sent before the file (S3-style forms put the file last). */
  fields: Record<string, string>;
  file: MultipartFile;
}

const codeOf = (err: unknown) => (err as { code?: string })?.code ?? '';

/**
 * Multipart failures as envelope refusals: a too-large file gets the area's own message, anything else the parser
 * throws (no or wrong boundary, garbage, a truncated part: busboy's errors carry no code) is the client's broken
 * upload, answered 400 with Msg.uploadMalformed and logged as one line without a stack.
 */
export function multipartError(err: unknown, tooLarge: string, log?: FastifyBaseLogger): BizError {
  if (err instanceof BizError) return err;
  const code = codeOf(err);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BizError(Code.BAD_REQUEST, tooLarge);
  log?.info({ reason: code || (err as Error)?.message }, 'malformed multipart refused');
  return badRequest(Msg.uploadMalformed);
}

/**
 * Opens a multipart form with one file under `maxBytes` (a file of exactly `maxBytes` is refused: the spec says
 * "under"). Only small text fields are allowed before it. The caller reads the file with `readFile`.
 */
export async function openImageForm(req: FastifyRequest, maxBytes: number, tooLarge: string): Promise<ImageForm> {
  let file: MultipartFile | undefined;
  try {
    file = await req.file({
      limits: { fileSize: maxBytes - 1, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12, headerPairs: 50 },
    });
  } catch (err) {
    throw multipartError(err, tooLarge, req.log);
  }
  if (!file) throw badRequest(Msg.uploadMalformed);
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    const one = Array.isArray(part) ? part[0] : part;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { fields, file };
}

/** Reads the whole file (bounded by the form's limit); a file over the limit is refused with `tooLarge`. */
export async function readFile(file: MultipartFile, tooLarge: string): Promise<Buffer> {
  try {
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw new BizError(Code.BAD_REQUEST, tooLarge);
    return buffer;
  } catch (err) {
    throw multipartError(err, tooLarge);
  }
}

/** Lets the rest of a refused upload flow through, so the connection can answer cleanly. */
export function discard(file: MultipartFile) {
  file.file.resume();
}
