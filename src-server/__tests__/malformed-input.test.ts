import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoleArea } from '@shared/api/common';
import type { RouteEntry } from '../app';
import { staffAccounts, users } from '../db/schema';
import { NON_ENDPOINT_ROUTES } from '../plugins/non-endpoint-routes';
import { createTestApp } from '../test-helpers';

/**
 * Sends garbage to EVERY registered route (read from the app's route table, so routes that other areas add later
 * are swept without touching this file), without a token and with a valid token of each area the route admits.
 * Whatever arrives: never a 5xx, never a stack trace, and always the JSON envelope.
 */
const t = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(() => t.close());

const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

const HUGE = 'x'.repeat(100_000);
const VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  1.5,
  true,
  [],
  ['a', 'b'],
  {},
  { nested: { deep: [1] } },
  '',
  '   ',
  HUGE,
  '\u0000\u0001',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(500),
  '../../etc/passwd',
  '13800000001',
  '123456',
];
const RAW_JSON = [
  '{oops',
  '',
  'null',
  '[]',
  '"str"',
  '42',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"a":1,"a":2}',
];
const PARAM_VALUES = ['abc', '-1', '99999999999999999999999', '%00', "'", '1.5', HUGE.slice(0, 90)];

/** The field names a zod object schema declares (for body or querystring), if any. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const asQueryValue = (v: unknown): string | string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

/** Malformed multipart bodies (issue 18): busboy's errors once answered 500 with a stack trace in the log. */
const FILE_PART = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
const MULTIPART = [
  { type: 'multipart/form-data', body: 'x' },
  { type: 'multipart/form-data; boundary=abc', body: `--xyz\r\n${FILE_PART}data\r\n--xyz--\r\n` },
  { type: 'multipart/form-data; boundary=b', body: '--b\r\ngarbage without headers\r\n\r\n\u0000\u00ff--b' },
  { type: 'multipart/form-data; boundary=b', body: `--b\r\n${FILE_PART}trunc` },
  {
    type: 'multipart/form-data; boundary=b',
    body: `--b\r\n${FILE_PART}data\r\n--b\r\nContent-Disposition: form-data; name="after"\r\n\r\nv\r\n--b--\r\n`,
  },
];

type Garbage = Omit<InjectOptions, 'method' | 'url'> & { path?: string };

function* garbage(route: RouteEntry): Generator<Garbage> {
  const bodyKeys = keysOf(route.schema?.body);
  const queryKeys = [...keysOf(route.schema?.querystring), 'x'];
  // Query strings: wrong values per key, every key at once, repeated keys, bad percent-encoding.
  for (const v of VALUES) {
    for (const k of queryKeys) yield { query: { [k]: asQueryValue(v) } };
    yield { query: Object.fromEntries(queryKeys.map((k) => [k, asQueryValue(v)])) };
  }
  yield { path: '?%ZZ=%E0%A4%A' };
  yield { path: `?${queryKeys[0]}=%FF%FE&${queryKeys[0]}=2` };
  // URL-level garbage: a bad percent-encoding in the path, an over-long URL, a huge header.
  yield { path: '%ZZ' };
  yield { path: `?x=${'a'.repeat(120_000)}` };
  yield { headers: { 'x-garbage': 'h'.repeat(96 * 1024) } };
  if (route.method === 'GET') return;
  for (const m of MULTIPART) yield { payload: m.body, headers: { 'content-type': m.type } };
  // Bodies: wrong types per key and all at once, top-level non-objects, broken and hostile JSON.
  for (const v of VALUES) {
    for (const k of bodyKeys) yield { payload: { [k]: v } as object };
    if (bodyKeys.length) yield { payload: Object.fromEntries(bodyKeys.map((k) => [k, v])) };
    yield { payload: JSON.stringify(v) ?? 'null', headers: { 'content-type': 'application/json' } };
  }
  for (const raw of RAW_JSON) yield { payload: raw, headers: { 'content-type': 'application/json' } };
  yield { payload: 'a=1&a=2&%ZZ=1&mobile[]=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  yield { payload: 'just text', headers: { 'content-type': 'text/plain' } };
  yield { payload: '<xml/>', headers: { 'content-type': 'application/xml' } };
  yield { payload: Buffer.from([0xff, 0xfe, 0x00, 0x81]), headers: { 'content-type': 'application/octet-stream' } };
  yield { payload: 'x'.repeat(3 * 1024 * 1024), headers: { 'content-type': 'application/json' } };
}

/** Fills `:params` with garbage (several variants) so parameterised routes are reached too. */
const urlsOf = (url: string) =>
  /[:*]/.test(url)
    ? PARAM_VALUES.map((v) => url.replace(/:\w+/g, encodeURIComponent(v)).replace('*', `x/${encodeURIComponent(v)}`))
    : [url];

const [teacher] = await t.database.db.select().from(users).where(eq(users.mobile, '13800000001'));
const [parent] = await t.database.db.select().from(users).where(eq(users.mobile, '13800000002'));
const staff = await t.database.db.select().from(staffAccounts);
const subjectOf = (area: RoleArea): number => {
  if (area === 'teacher') return teacher!.id;
  if (area === 'parent') return parent!.id;
  return staff.find((s) => s.kind === (area === 'datacenter' ? 'admin' : area))!.id;
};
const tokenHeaders = async (area: RoleArea) => {
  const { access_token } = await t.app.tokens.issue(area, subjectOf(area));
  return area === 'datacenter' ? { 'cms-token': access_token } : { authorization: `Bearer ${access_token}` };
};

const STACK = /\bat\s+[^\s]+\s+\(?[^)\s]*:\d+:\d+\)?|node_modules|src-server|\.ts:\d+/;

describe('malformed-input sweep', () => {
  it('finds every route, including the ones this area added', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const u of [
      'POST /api/v2/user/vt/login',
      'GET /api/v2/user/vt/login',
      'POST /api/v1/systemManager/vt/slideToGetSmsCode',
      'POST /aicenter/user/login',
      'GET /api/v2/user/getUserRelations',
    ])
      expect(urls).toContain(u);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: never a 5xx or a stack trace, always the envelope',
    { timeout: 120_000 },
    async (_name, route) => {
      const problems: string[] = [];
      let sent = 0;
      for (const area of [null, ...route.areas] as (RoleArea | null)[]) {
        let auth = area ? await tokenHeaders(area) : {};
        for (const [i, url] of urlsOf(route.url).entries()) {
          // The full garbage set once; the other parameter values with a plain request each (bounded cost).
          for (const { path, ...g } of i === 0 ? garbage(route) : ([{}] as Garbage[])) {
            const res = await t.app.inject({
              method: route.method,
              url: url + (path ?? ''),
              ...g,
              headers: { ...g.headers, ...auth, 'x-forwarded-for': `10.66.${sent % 250}.${(sent >> 8) % 250}` },
            } as InjectOptions);
            sent++;
            const what = `${res.statusCode} for ${area ?? 'anonymous'} ${JSON.stringify({ path, ...g }).slice(0, 160)}`;
            if (res.statusCode >= 500) problems.push(`5xx: ${what}: ${res.body.slice(0, 200)}`);
            if (STACK.test(res.body)) problems.push(`stack trace: ${what}: ${res.body.slice(0, 200)}`);
            // A file (an image, a download) may answer in its own type; every JSON answer and every error is the
            // envelope.
            const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
            let body: { code?: unknown; message?: unknown } = {};
            // The load balancers' probes answer JSON of their own (plugins/non-endpoint-routes.ts, plainJson).
            const plain = NON_ENDPOINT_ROUTES.some(
              (n) => n.plainJson && n.method === route.method && n.url === route.url,
            );
            if (plain && json && res.statusCode < 500) {
              if (typeof res.json() !== 'object') problems.push(`not a JSON object: ${what}`);
            } else if (json || res.statusCode >= 400) {
              try {
                body = res.json();
              } catch {
                problems.push(`not JSON: ${what}: ${res.body.slice(0, 100)}`);
              }
              if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body))
                problems.push(`not the envelope: ${what}: ${res.body.slice(0, 100)}`);
            }
            // A success may sign the token out (logout): take a fresh one for the rest.
            if (area && res.statusCode === 200 && body.code === 200) auth = await tokenHeaders(area);
          }
        }
      }
      expect(sent).toBeGreaterThan(20);
      expect(problems.slice(0, 15)).toEqual([]);
    },
  );
});
