import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { requestSmsCode } from '../../src-server/test-helpers';
import type { E2EServer } from './harness';

/**
 * Creates a new teacher account through the real registration API (slider, SMS code from the outbox, register).
 * The registration screen belongs to the auth-ui branch, not merged yet; the spec then signs in with `signInAs`.
 */
export async function registerTeacher(server: E2EServer, mobile: string, password: string, displayName: string) {
  const code = await requestSmsCode(server.app, mobile, 'RIGESTER');
  if (!code) throw new Error('no SMS code in the outbox');
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v2/user/vt/register',
    payload: { mobile, code, password, passwordCheck: password, displayName, userType: 'ASSISTANT' },
  });
  const body = res.json() as { code: number; message: string };
  if (body.code !== 200) throw new Error(`register failed: ${body.message}`);
}

/** Opens a route of the hash router and waits for the page's heading. */
export async function openRoute(page: Page, server: E2EServer, path: string, heading: string) {
  await page.goto(`${server.url}/#${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Waits until a toast (or any text) is visible. */
export async function seeText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

export async function expectHidden(page: Page, text: string) {
  await expect(page.getByText(text).count()).resolves.toBe(0);
}
