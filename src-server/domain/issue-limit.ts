import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../lib/limits';
import { hit, tooManyRequests } from '../lib/rate-limit';

/** Slider challenges and captcha images are free to ask for, but not in floods from one address. */
export async function limitIssue(app: FastifyInstance, address: string) {
  const { window, perAddress } = LIMITS.verifyIssue;
  if (!(await hit(app.kv, `rl:verify:addr:${address}`, perAddress, window))) throw tooManyRequests();
}
