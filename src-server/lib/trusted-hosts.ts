import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../config';

const WILDCARDS = new Set(['0.0.0.0', '::', '']);
const bare = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');

/**
 * The host names a request's `Host` (or, behind a trusted proxy, `X-Forwarded-Host`) may carry for the server to
 * hand it back to clients in an absolute URL: ALLOWED_HOSTS when set; otherwise localhost, the listen address, and,
 * when listening on every interface, this machine's own addresses and name. Anything else is the attacker's word.
 */
export function trustedHostnames(config: Config): Set<string> {
  const configured = (config.ALLOWED_HOSTS ?? '').split(',').map(bare).filter(Boolean);
  if (configured.length) return new Set(configured);
  const names = new Set(['localhost', '127.0.0.1', '::1', bare(config.HOST)]);
  if (WILDCARDS.has(bare(config.HOST))) {
    names.add(bare(hostname()));
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.add(bare(a.address));
  }
  names.delete('');
  return names;
}
