import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { ApiError, call, type CallOptions } from '../../platform/http';
import { stagedAnswer } from './lesson-store';

/**
 * A call the classroom makes, answered from a lesson made ready on this PC when the network is gone: at once when
 * the browser knows it is offline, or after the call failed for want of it. A refusal by the server is never hidden.
 */
export async function callOrStaged<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  opts: CallOptions = {},
): Promise<ResponseOf<E>> {
  const staged = () => stagedAnswer(endpoint, input).catch(() => undefined);
  if (!navigator.onLine) {
    const kept = await staged();
    if (kept !== undefined) return kept;
  }
  try {
    return await call(endpoint, input, opts);
  } catch (err) {
    const network = (err instanceof ApiError && err.code === 0) || err instanceof TypeError;
    const kept = network ? await staged() : undefined;
    if (kept === undefined) throw err;
    return kept;
  }
}
