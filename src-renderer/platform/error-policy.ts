import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { areaOfPath, isReaderPath, loginPathOf, startsWith } from '../config/paths';

/** What the client does with an answer that is not code 200 (spec section 8), as a pure decision. */
export interface ErrorAction {
  toast?: { text: string; durationMs: number; light: boolean };
  /** Log out of the current area and go to its login, keeping where the user was. */
  logoutTo?: string;
}

export interface ErrorContext {
  /** The current route path (after the hash), e.g. /classpro/myClass */
  path: string;
  /** The admin (data-centre) sign-in call: its code 500 passes through silently. */
  adminLogin?: boolean;
}

const TOAST_MS = 5000;

const quietAreas = (path: string) => ['/parent', '/h5', '/community'].some((p) => startsWith(path, p));

export function decideBusinessError(code: number, message: string | undefined, ctx: ErrorContext): ErrorAction {
  if (code === Code.OK) return {};
  // 901 is not among the silent codes: the message shows, and the user goes to the area's login.
  if (code === Code.TOKEN_EXPIRED) {
    return { toast: toastOf(message, ctx), logoutTo: loginPathOf(areaOfPath(ctx.path), ctx.path) };
  }
  if (ctx.adminLogin && code === Code.SERVER_ERROR) return {};
  if (code === Code.QUOTA || code === Code.SILENT) return {};
  if ((code === Code.SOFT_602 || code === Code.SOFT_911) && quietAreas(ctx.path)) return {};
  return { toast: toastOf(message, ctx) };
}

const toastOf = (message: string | undefined, ctx: ErrorContext) => ({
  text: message || Msg.genericError,
  durationMs: TOAST_MS,
  light: isReaderPath(ctx.path),
});

/** A transport failure: no answer at all is a network failure; anything else shows its own message. */
export function decideTransportError(error: { network: boolean; message: string }, ctx: ErrorContext): ErrorAction {
  const text = error.network ? Msg.networkFailure : error.message || Msg.genericError;
  return { toast: { text, durationMs: TOAST_MS, light: isReaderPath(ctx.path) } };
}
