import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Code } from '@shared/api/common';
import { DEMO_STAFF } from '../db/seeds/demo-accounts';
import { DEMO_TEACHERS } from '../db/seeds/demo-classes';
import { LIMITS } from '../lib/limits';
import { createTestApp, randomAddress, type TestApp } from '../test-helpers';
import { defOf, requestSchema, shapeOf } from './sweep-requests';
import type { RouteEntry } from '../app';

/**
 * The password-guessing sweep (issue 28.5: an invitation's bind mode checked a password with no throttle). Every
 * route of the route table whose request carries a password either sets one (registration, reset, a new account)
 * or checks one; a route that checks one is hammered with wrong passwords for one account from fresh addresses and
 * must refuse with 429 by the per-account limit. A new route with a password field fails here until it is named below.
 */
const SETS_PASSWORD: Record<string, string> = {
  '/api/v2/user/vt/register': 'registration sets the first password (after an SMS code)',
};

/** Routes that check a password, with a wrong-password request for one existing account. */
const CHECKS_PASSWORD: Record<string, (wrong: string) => Record<string, unknown> | string> = {
  '/api/v2/user/vt/login': (password) => ({ mobileOrEamil: DEMO_TEACHERS[0]!.mobile, password }),
  '/api/v2/expert/vt/login': (password) => ({ account: DEMO_STAFF.expert.account, password }),
  '/api/v2/publisher/vt/login': (password) => ({ account: DEMO_STAFF.publisher.account, password }),
  '/api/v2/author/vt/login': (password) => ({ account: DEMO_STAFF.author.account, password }),
  // Need a one-time captcha or an invitation; their throttles have their own tests.
  '/aicenter/user/login': () =>
    'src-server/modules/datacenter-auth/__tests__/admin-login.test.ts (captcha first, then the account limit)',
  '/api/v1/authoring/invite/accept': () => 'src-server/modules/authoring/__tests__/authoring.test.ts (bind mode)',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

/** True when the schema (an object, or a union of objects) has a field named like a password to check or set. */
function hasPassword(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  const def = defOf(schema);
  if (def.type === 'union') return (def.options as z.ZodType[]).some(hasPassword);
  if (def.type === 'pipe') return hasPassword(def.in as z.ZodType);
  return Object.keys(shapeOf(schema)).some((k) => /^password$|^pwd$|^passwd$/i.test(k));
}

const withPassword = (): RouteEntry[] =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' && hasPassword(requestSchema(r)));

describe('password-guessing sweep', () => {
  it('knows every route that reads a password', () => {
    const urls = [...new Set(withPassword().map((r) => r.url))];
    expect(urls.filter((u) => !(u in SETS_PASSWORD) && !(u in CHECKS_PASSWORD))).toEqual([]);
    // And nothing named here is stale.
    expect([...Object.keys(SETS_PASSWORD), ...Object.keys(CHECKS_PASSWORD)].filter((u) => !urls.includes(u))).toEqual(
      [],
    );
  });

  it('throttles wrong passwords per account on every route that checks one, whatever the address', async () => {
    const problems: string[] = [];
    let hammered = 0;
    for (const route of withPassword().filter((r) => r.url in CHECKS_PASSWORD && r.method === 'POST')) {
      const build = CHECKS_PASSWORD[route.url]!;
      if (typeof build('x') === 'string') continue;
      hammered++;
      const codes: number[] = [];
      for (let i = 0; i <= LIMITS.login.perAccount; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: build(`wrong-${i}-Aa1`) as Record<string, unknown>,
          // A guesser rotating addresses: only the account's limit can stop it.
          headers: { 'x-forwarded-for': randomAddress() },
        });
        codes.push((res.json() as { code: number }).code);
      }
      if (codes.at(-1) !== Code.TOO_MANY || codes.slice(0, -1).includes(Code.OK))
        problems.push(`${route.url}: ${codes.join(',')}`);
    }
    expect(problems).toEqual([]);
    expect(hammered).toBeGreaterThanOrEqual(4);
  });
});
