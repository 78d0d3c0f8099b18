import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { RoleArea } from '@shared/api/common';
import type { RouteEntry } from '../app';
import { PUBLIC_FIELDS, SAMPLES, TENANT_FIELDS, type Sweepers } from './sweep-tenants';

/**
 * What the sweeps share: reading a route's request schema, building a valid request of it with the caller's own
 * ids, sending it as an area, and comparing the database before and after.
 */
const ID_FIELD = /^id$|Id$|Ids$/;

export const rowsOf = (r: unknown) =>
  (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The public tables, but the short-lived shared state (rate-limit counters live in `kv`). */
export async function tableNames(app: FastifyInstance): Promise<string[]> {
  return rowsOf(
    await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'kv' order by 1`,
    ),
  ).map((r) => String(r.table_name));
}

/** Every table, table by table. */
export async function snapshot(app: FastifyInstance): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of await tableNames(app)) {
    // A digest of the table's rows computed by the database: the same comparison as reading every row, without
    // moving the larger demo tables (the data centre's usage events) into the test on every case.
    const [row] = rowsOf(
      await app.db.execute(
        sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d
          from "${name}" x`),
      ),
    );
    out.set(name, String(row!.d));
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
export const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));

export const requestSchema = (r: RouteEntry) =>
  (r.endpoint?.request ?? r.schema?.querystring ?? r.schema?.body) as z.ZodType | undefined;
export const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  ((schema as unknown as { shape?: Record<string, z.ZodType> })?.shape ?? {}) as Record<string, z.ZodType>;

/** A schema's zod definition (its type and parts). */
export const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** The schema under its wrappers (optional, nullable, default, prefault, catch, and a pipe's input). */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'catch'].includes(def.type))
    return unwrap(def.innerType as z.ZodType);
  return def.type === 'pipe' ? unwrap(def.in as z.ZodType) : schema;
}

/** A valid value of a schema that is not an id (from SAMPLES by name, else the simplest value of its type). */
export function sample(schema: z.ZodType, name: string): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'union':
      return sample((def.options as z.ZodType[])[0]!, name);
    default:
      return 'x';
  }
}

/** The route's request with the caller's own ids, or why it cannot be built. */
export function baseInput(s: Sweepers, route: RouteEntry, area: RoleArea): Record<string, unknown> | string {
  const shape = shapeOf(requestSchema(route));
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const optional = field.safeParse(undefined).success;
    if ((TENANT_FIELDS as readonly string[]).includes(name) || name === 'invite') {
      const mine = s.mine[area]?.[name];
      if (mine !== undefined) input[name] = mine;
      else if (!optional) return `no own value of ${name} for ${area}`;
    } else if ((PUBLIC_FIELDS as readonly string[]).includes(name)) {
      input[name] = s.publicValues[name as (typeof PUBLIC_FIELDS)[number]];
    } else if (ID_FIELD.test(name)) {
      return `id field ${name} is in neither TENANT_FIELDS nor PUBLIC_FIELDS of sweep-tenants.ts`;
    } else if (!optional || name in SAMPLES) {
      input[name] = sample(field, name);
    }
  }
  const parsed = requestSchema(route)?.safeParse(route.method === 'GET' ? stringify(input) : input);
  if (parsed && !parsed.success) return `cannot build a valid request: ${parsed.error.message.slice(0, 200)}`;
  return input;
}

export const stringify = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));

/** Sends a route's request with a token, presented the way every area's client sends it. */
export async function send(app: FastifyInstance, route: RouteEntry, input: Record<string, unknown>, token: string) {
  const opts: InjectOptions = {
    method: route.method as 'GET' | 'POST',
    url: route.url,
    headers: { authorization: `Bearer ${token}`, 'cms-token': token },
    ...(route.method === 'GET'
      ? { query: stringify(input) }
      : route.endpoint?.body === 'multipart'
        ? {}
        : { payload: input }),
  };
  const res = await app.inject(opts);
  return { status: res.statusCode, body: res.json() as { code: number; message: string } };
}

/** The routes that need a token. */
export const guarded = (app: FastifyInstance) =>
  app.routeTable.filter((r) => r.method !== 'HEAD' && r.areas.length > 0 && !r.endpoint?.optionalAuth);
