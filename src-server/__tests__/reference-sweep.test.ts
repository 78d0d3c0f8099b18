import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RoleArea } from '@shared/api/common';
import type { RouteEntry } from '../app';
import { otherTeacher, uploadImage } from '../modules/files/__tests__/form';
import { createTestApp, type TestApp } from '../test-helpers';
import {
  baseInput,
  defOf,
  guarded,
  requestSchema,
  rowsOf,
  sample,
  send,
  shapeOf,
  tableNames,
  unwrap,
} from './sweep-requests';
import { makeSweepers, type Sweepers } from './sweep-tenants';

/**
 * The stored-reference sweep (issue 28.3 and 28.9). Every guarded POST route of the route table whose request carries
 * a file reference (a field named like url, photo, image, file, cover ...; nested in lists and objects too) is called
 * with a foreign host's URL and with another user's upload. Whatever each route answers, neither may be stored: no
 * table holds the foreign host, and no table but the uploads' own holds the other user's key. A control shows the sweep
 * reaches the stores: the caller's own upload, sent the same way, is stored by several routes
 * (today a class's AI-course works and a research group's lesson plans).
 */
const URL_FIELD = /url|photo|image|file|cover|avatar|attachment|picture|poster|banner|video|audio|media|icon|src|link/i;
const FOREIGN = 'evil.example';

const UPLOADERS = ['teacher', 'parent', 'author'] as const;

let t: TestApp;
let s: Sweepers;
/** An image each area that may upload has uploaded (the others borrow the teacher's). */
const own: Partial<Record<RoleArea, string>> = {};
const ownPath = (area: RoleArea) => own[area] ?? own.teacher!;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSweepers(t.app);
  for (const area of UPLOADERS) own[area] = await uploadImage(t.app, await s.token(area));
}, 60_000);
afterAll(() => t.close());

/** A value of the schema with `url` in every file-reference leaf, or undefined when the schema has none. */
function withUrl(schema: z.ZodType, name: string, url: string, underUrlName = false): { value: unknown } | undefined {
  const def = defOf(unwrap(schema));
  const named = underUrlName || URL_FIELD.test(name);
  switch (def.type) {
    case 'string':
      return named ? { value: url } : undefined;
    case 'array': {
      const one = withUrl(def.element as z.ZodType, name, url, named);
      return one && { value: [one.value] };
    }
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, z.ZodType>;
      let hit = false;
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const leaf = withUrl(field, key, url);
        if (leaf) {
          hit = true;
          value[key] = leaf.value;
        } else if (!field.safeParse(undefined).success) value[key] = sample(field, key);
      }
      return hit ? { value } : undefined;
    }
    case 'union':
      for (const option of def.options as z.ZodType[]) {
        const one = withUrl(option, name, url, underUrlName);
        if (one) return one;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** The route's request as `area`, its file references set to `url`; undefined when it carries none. */
function requestWith(route: RouteEntry, area: RoleArea, url: string): Record<string, unknown> | undefined {
  const base = baseInput(s, route, area);
  if (typeof base === 'string') return undefined;
  let hit = false;
  const input = { ...base };
  for (const [name, field] of Object.entries(shapeOf(requestSchema(route)))) {
    const leaf = withUrl(field, name, url);
    if (leaf) {
      hit = true;
      input[name] = leaf.value;
    }
  }
  return hit ? input : undefined;
}

const storing = () =>
  guarded(t.app).filter((r) => r.method === 'POST' && r.endpoint?.body !== 'multipart' && r.endpoint?.request);

/** Rows (as text) of every table but `except` that contain `needle`. */
async function rowsContaining(needle: string, except: string[] = []) {
  const found: string[] = [];
  for (const name of await tableNames(t.app)) {
    if (except.includes(name)) continue;
    const rows = rowsOf(
      await t.app.db.execute(
        sql`select x::text as row from ${sql.identifier(name)} x where strpos(x::text, ${needle}) > 0 limit 3`,
      ),
    );
    for (const r of rows) found.push(`${name}: ${String(r.row).slice(0, 300)}`);
  }
  return found;
}

/** Sends every storing route's request with its references set to `urlFor(route index, area)`, as each of its areas. */
async function sweep(urlFor: (i: number, area: RoleArea) => string, areas?: readonly RoleArea[]) {
  let tries = 0;
  const routes = storing();
  for (const [i, route] of routes.entries()) {
    for (const area of route.areas.filter((a) => !areas || areas.includes(a))) {
      const input = requestWith(route, area, urlFor(i, area));
      if (!input) continue;
      await send(t.app, route, input, await s.token(area));
      tries++;
    }
  }
  return { tries, routes };
}

describe('stored-reference sweep', () => {
  it('stores no foreign host from any route', { timeout: 120_000 }, async () => {
    // The caller's own upload behind a foreign host; each route gets its own host, so a stored one names the route.
    const { tries, routes } = await sweep((i, area) => `https://r${i}.${FOREIGN}${ownPath(area)}`);
    expect(tries).toBeGreaterThanOrEqual(10);
    const found = await rowsContaining(FOREIGN);
    const named = found.map((f) => {
      const i = /r(\d+)\.evil\.example/.exec(f)?.[1];
      return `${i === undefined ? '?' : `${routes[Number(i)]?.method} ${routes[Number(i)]?.url}`} → ${f}`;
    });
    expect(named).toEqual([]);
  });

  it('stores no other user’s upload from any route', { timeout: 120_000 }, async () => {
    const victim = await otherTeacher(t.app, t.app.db);
    const path = await uploadImage(t.app, victim.token);
    const key = path.slice('/files/uploads/'.length);
    const { tries } = await sweep(() => path);
    expect(tries).toBeGreaterThanOrEqual(10);
    expect(await rowsContaining(key, ['uploaded_files'])).toEqual([]);
  });

  it(
    'reaches the stores: the caller’s own upload is kept by several routes (the control)',
    { timeout: 120_000 },
    async () => {
      const kept = new Set<string>();
      for (const area of ['teacher', 'parent', 'author'] as const) {
        const path = await uploadImage(t.app, await s.token(area));
        await sweep(() => path, [area]);
        for (const row of await rowsContaining(path.slice('/files/uploads/'.length), ['uploaded_files']))
          kept.add(row.split(':')[0]!);
      }
      expect(kept.size, [...kept].join(', ')).toBeGreaterThanOrEqual(2);
    },
  );
});
