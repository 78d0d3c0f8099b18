import { describe, expect, it } from 'vitest';
import { UserPaths } from '../../src-shared/api/user';
import { LIMITS } from '../../src-server/lib/limits';
import { Msg } from '../../src-shared/rules/messages';
import { dragSlider, fillPasswordLogin, waitForRoute } from './auth-helpers';
import { newPage, snap, useE2E } from './harness';

// Its own server: this file fills the address's failure count, which every sign-in from this machine shares.
const e2e = useE2E();

describe('a school behind one address, after a morning of typos', () => {
  it('a teacher signing in with the right password is asked for the slider, not locked out', async () => {
    // A class mistyped: failures of many accounts from this one address.
    for (let i = 0; i < LIMITS.login.verifyAfter; i++) {
      const res = await fetch(`${e2e.server.url}${UserPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobileOrEamil: `1390000${1000 + i}`, password: 'Wrong@2026', userType: 'STUDENT' }),
      });
      expect(((await res.json()) as { message: string }).message).toBe(Msg.loginFailed);
    }
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await fillPasswordLogin(page, Msg.accountPlaceholder, '13800000001');
    const check = page.getByRole('group', { name: Msg.securityCheck });
    await check.waitFor();
    await page.getByText(Msg.verifyRequired).waitFor();
    await snap(page, 'auth-school-address-check');
    // The pass goes with the next attempt by itself: no second click on 登录.
    await dragSlider(page);
    await waitForRoute(page, '/classpro');
    await context.close();
  });
});
