import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import type IP2RegionType from 'ip2region';

/**
 * Offline IP → province lookup with the ip2region database shipped in the npm package (no outside calls). The
 * database (about 11 MB) is read on the first lookup and kept for the life of the process.
 */
type Lookup = { search(ip: string): { country: string; province: string; city: string; isp: string } | null };
let instance: Lookup | null = null;

function lookup(): Lookup {
  if (!instance) {
    // A CommonJS package whose class is `exports.default`; require keeps that shape under ESM and bundling.
    const require = createRequire(import.meta.url);
    const IP2Region = (require('ip2region') as { default: typeof IP2RegionType }).default;
    instance = new IP2Region();
  }
  return instance;
}

/** Loopback, private, link-local, carrier-grade NAT and unique-local addresses: never in the database. */
export function isPrivateAddress(ip: string): boolean {
  if (isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

export interface IpPlace {
  country: string;
  province: string;
  city: string;
}

const NOWHERE: IpPlace = { country: '', province: '', city: '' };

/** Where an address is, as the database names it; empty fields when unknown, private or malformed. */
export function locateIp(raw: string): IpPlace {
  const ip = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if ((!isIPv4(ip) && !isIPv6(ip)) || isPrivateAddress(ip)) return NOWHERE;
  try {
    const r = lookup().search(ip);
    return r ? { country: r.country, province: r.province, city: r.city } : NOWHERE;
  } catch {
    return NOWHERE;
  }
}
