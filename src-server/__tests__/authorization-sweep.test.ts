import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Code, type RoleArea } from '@shared/api/common';
import type { RouteEntry } from '../app';
import { createTestApp, type TestApp } from '../test-helpers';
import { makeSweepers, PUBLIC_FIELDS, SAMPLES, TENANT_FIELDS, type Sweepers, type TenantField } from './sweep-tenants';

/**
 * The authorization sweep. Every guarded route of the route table (so routes added later are swept with no new test
 * code) is called with every other area's token (must answer 901), and every route with a tenant id field is called
 * with another tenant's value of that field, the caller's own values elsewhere (must answer 403 or 404). Either way
 * no table may change. Id fields are read from each route's request schema; `sweep-tenants.ts` says what they name.
 */
const AREAS: RoleArea[] = ['teacher', 'parent', 'datacenter', 'expert', 'publisher', 'author'];
const ID_FIELD = /^id$|Id$|Ids$/;

let t: TestApp;
let s: Sweepers;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSweepers(t.app);
}, 60_000);
afterAll(() => t.close());

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Every table but the short-lived shared state (rate-limit counters live in `kv`), table by table. */
async function snapshot(): Promise<Map<string, string>> {
  const tables = rowsOf(
    await t.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'kv' order by 1`,
    ),
  ).map((r) => String(r.table_name));
  const out = new Map<string, string>();
  for (const name of tables) {
    // A digest of the table's rows computed by the database: the same comparison as reading every row, without
    // moving the larger demo tables (the data centre's usage events) into the test on every case.
    const [row] = rowsOf(
      await t.app.db.execute(
        sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d
          from "${name}" x`),
      ),
    );
    out.set(name, String(row!.d));
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));

const requestSchema = (r: RouteEntry) =>
  (r.endpoint?.request ?? r.schema?.querystring ?? r.schema?.body) as z.ZodType | undefined;
const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  ((schema as unknown as { shape?: Record<string, z.ZodType> })?.shape ?? {}) as Record<string, z.ZodType>;

/** A valid value of a schema that is not an id (from SAMPLES by name, else the simplest value of its type). */
function sample(schema: z.ZodType, name: string): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return sample(def.innerType as z.ZodType, name);
    case 'pipe':
      return sample(def.in as z.ZodType, name);
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
function baseInput(route: RouteEntry, area: RoleArea): Record<string, unknown> | string {
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

const stringify = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));

async function send(route: RouteEntry, input: Record<string, unknown>, token: string) {
  const opts: InjectOptions = {
    method: route.method as 'GET' | 'POST',
    url: route.url,
    // A token is presented the way every area's client sends it.
    headers: { authorization: `Bearer ${token}`, 'cms-token': token },
    ...(route.method === 'GET'
      ? { query: stringify(input) }
      : route.endpoint?.body === 'multipart'
        ? {}
        : { payload: input }),
  };
  const res = await t.app.inject(opts);
  return { status: res.statusCode, body: res.json() as { code: number; message: string } };
}

const guarded = () =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.areas.length > 0 && !r.endpoint?.optionalAuth);

describe('authorization sweep', () => {
  it('finds the guarded routes, and can fill every id field of each', () => {
    const routes = guarded();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const problems = routes.flatMap((r) =>
      r.areas
        .map((a) => baseInput(r, a))
        .filter((x): x is string => typeof x === 'string')
        .map((p) => `${r.method} ${r.url}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it(
    'refuses every other area’s token with 901 on every guarded route, and changes nothing',
    { timeout: 120_000 },
    async () => {
      const before = await snapshot();
      const problems: string[] = [];
      let tries = 0;
      for (const route of guarded()) {
        const input = baseInput(route, route.areas[0]!);
        if (typeof input === 'string') continue;
        for (const area of AREAS.filter((a) => !route.areas.includes(a))) {
          const { body } = await send(route, input, await s.token(area));
          tries++;
          if (body.code !== Code.TOKEN_EXPIRED)
            problems.push(`${route.method} ${route.url} with ${area}: ${body.code} ${body.message}`);
        }
      }
      expect(problems).toEqual([]);
      expect(tries).toBeGreaterThanOrEqual(100);
      expect(changed(before, await snapshot())).toEqual([]);
    },
  );

  it('refuses another tenant’s id in every tenant field, and changes nothing', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let tries = 0;
    for (const route of guarded()) {
      const fields = Object.keys(shapeOf(requestSchema(route))).filter((f): f is TenantField =>
        (TENANT_FIELDS as readonly string[]).includes(f),
      );
      if (!fields.length) continue;
      for (const area of route.areas) {
        const base = baseInput(route, area);
        if (typeof base === 'string') continue;
        const token = await s.token(area);
        // A control: with the caller's own ids a read is answered, so a refusal below is the other tenant's id.
        if (route.method === 'GET') {
          const own = await send(route, base, token);
          if (own.body.code !== Code.OK)
            problems.push(`${route.method} ${route.url} as ${area}, own ids: ${own.body.code} ${own.body.message}`);
        }
        for (const field of fields) {
          const before = await snapshot();
          const { body } = await send(route, { ...base, [field]: s.other[field] }, token);
          tries++;
          const where = `${route.method} ${route.url} as ${area} with another tenant's ${field}`;
          if (body.code !== Code.FORBIDDEN && body.code !== Code.NOT_FOUND)
            problems.push(`${where}: ${body.code} ${body.message}`);
          const touched = changed(before, await snapshot());
          if (touched.length) problems.push(`${where}: changed ${touched.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tries).toBeGreaterThanOrEqual(15);
  });
});
