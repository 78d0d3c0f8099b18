import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type RoleArea } from '@shared/api/common';
import type { RouteEntry } from '../app';
import { createTestApp, type TestApp } from '../test-helpers';
import {
  baseInput as baseInputOf,
  changed,
  guarded as guardedOf,
  requestSchema,
  send as sendOf,
  shapeOf,
  snapshot as snapshotOf,
} from './sweep-requests';
import { makeSweepers, TENANT_FIELDS, type Sweepers, type TenantField } from './sweep-tenants';

/**
 * The authorization sweep. Every guarded route of the route table (so routes added later are swept with no new test
 * code) is called with every other area's token (must answer 901), and every route with a tenant id field is called
 * with another tenant's value of that field, the caller's own values elsewhere (must answer 403 or 404). Either way
 * no table may change. Id fields are read from each route's request schema; `sweep-tenants.ts` says what they name.
 */
const AREAS: RoleArea[] = ['teacher', 'parent', 'datacenter', 'expert', 'publisher', 'author'];

let t: TestApp;
let s: Sweepers;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSweepers(t.app);
}, 60_000);
afterAll(() => t.close());

const snapshot = () => snapshotOf(t.app);
const baseInput = (route: RouteEntry, area: RoleArea) => baseInputOf(s, route, area);
const send = (route: RouteEntry, input: Record<string, unknown>, token: string) => sendOf(t.app, route, input, token);
const guarded = () => guardedOf(t.app);

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
