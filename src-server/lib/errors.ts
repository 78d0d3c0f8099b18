import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';

/** A business refusal: answered with HTTP 200 and the envelope's code and message (spec section 8). */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = Msg.badRequest) => new BizError(Code.BAD_REQUEST, message);
export const forbidden = () => new BizError(Code.FORBIDDEN, Msg.forbidden);
export const notFound = (message: string = Msg.notFound) => new BizError(Code.NOT_FOUND, message);
export const tokenExpired = () => new BizError(Code.TOKEN_EXPIRED, Msg.tokenExpired);
