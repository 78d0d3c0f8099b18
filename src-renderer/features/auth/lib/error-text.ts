import { Msg } from '@shared/rules/messages';
import { ApiError } from '../../../platform/http';

/** What a sign-in form says when its call is refused (it calls silently and shows this inline). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.code === 0 && err.message === 'network' ? Msg.networkFailure : err.message;
  return Msg.genericError;
}
