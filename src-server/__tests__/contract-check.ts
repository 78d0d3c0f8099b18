import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Endpoint } from '@shared/api/endpoint';
import type { RouteEntry } from '../app';

export interface Descriptor {
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Endpoint).method === 'string' &&
  typeof (v as Endpoint).path === 'string' &&
  'response' in v &&
  Array.isArray((v as Endpoint).areas);

/** Every descriptor exported by `src-shared/api/*.ts`, directly or as a member of an exported object. */
export async function sharedDescriptors(): Promise<Descriptor[]> {
  const dir = resolve(import.meta.dirname, '../../src-shared/api');
  const out: Descriptor[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(resolve(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (isEndpoint(value)) out.push({ name: `${file}:${name}`, endpoint: value });
      else if (typeof value === 'object' && value !== null && !Array.isArray(value))
        for (const [key, member] of Object.entries(value))
          if (isEndpoint(member)) out.push({ name: `${file}:${name}.${key}`, endpoint: member });
    }
  }
  return out;
}

/**
 * What breaks the contract: descriptors no route was registered from, and routes (outside the allow-list) that
 * were not registered from a descriptor. HEAD and OPTIONS routes are Fastify's own.
 */
export function contractGaps(
  routes: readonly RouteEntry[],
  descriptors: readonly Descriptor[],
  allowed: readonly { method: string; url: string }[],
) {
  const served = routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const registered = new Set(served.flatMap((r) => (r.endpoint ? [r.endpoint] : [])));
  const withoutRoute = descriptors
    .filter((d) => !registered.has(d.endpoint))
    .map((d) => `${d.name} (${d.endpoint.method} ${d.endpoint.path})`);
  const known = new Set(descriptors.map((d) => d.endpoint));
  const withoutDescriptor = served
    .filter((r) => !(r.endpoint && known.has(r.endpoint)))
    .filter((r) => !allowed.some((a) => a.method === r.method && a.url === r.url))
    .map((r) => `${r.method} ${r.url}`);
  return { withoutRoute, withoutDescriptor };
}
