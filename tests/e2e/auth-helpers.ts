import type { Page } from 'playwright-core';
import { VerifyPaths } from '../../src-shared/api/verify';
import { DatacenterPaths } from '../../src-shared/api/datacenter-auth';
import { Msg } from '../../src-shared/rules/messages';
import { captchaKey } from '../../src-server/lib/captcha';
import type { E2EServer } from './harness';

export const DEMO_PASSWORD = 'Classpro@2026';

/** Waits until the route (the part after '#') is exactly `path` (query included when given). */
export async function waitForRoute(page: Page, path: string | RegExp) {
  await page.waitForURL((url) => {
    const route = url.hash.replace(/^#/, '');
    return typeof path === 'string' ? route === path : path.test(route);
  });
}

export async function fillPasswordLogin(page: Page, placeholder: string, account: string, password = DEMO_PASSWORD) {
  await page.getByPlaceholder(placeholder).fill(account);
  await page.getByPlaceholder(Msg.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: Msg.loginButton }).click();
}

/**
 * Drags the slider handle to the right end with the real mouse: in `steps` moves with small waits (a person), or
 * in one instant jump (which the server refuses).
 */
export async function dragSlider(page: Page, mode: 'person' | 'instant' = 'person') {
  const handle = page.locator('[role="slider"][aria-disabled="false"]');
  await handle.waitFor();
  const box = (await handle.boundingBox())!;
  const track = (await handle.locator('..').boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2;
  const to = track.x + track.width - box.width / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  if (mode === 'instant') await page.mouse.move(to, y);
  else
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(from + ((to - from) * i) / 20, y);
      await page.waitForTimeout(15);
    }
  await page.mouse.up();
}

/** Clicks a captcha image to get a fresh one, and reads its answer from the server's store. */
export async function refreshCaptcha(page: Page, server: E2EServer, space: 'user' | 'admin') {
  const path = space === 'user' ? VerifyPaths.captchaImage : DatacenterPaths.getYzm;
  // The request the click sends, not a response to the page's own first fetch still in flight (under load that one
  // can answer after the click, and its code belongs to an image the form no longer shows).
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === path);
  await page.getByRole('button', { name: Msg.captchaRefresh }).click();
  const req = await sent;
  await req.response();
  const id =
    space === 'user'
      ? new URL(req.url()).searchParams.get('captchaId')!
      : (JSON.parse(req.postData() ?? '{}') as { yzmId: string }).yzmId;
  const answer = await server.app.kv.get(captchaKey(space, id));
  if (!answer) throw new Error('no captcha answer stored');
  return answer;
}

/** The newest SMS code the server's outbox delivered to a mobile. */
export async function smsCodeFor(server: E2EServer, mobile: string) {
  for (let i = 0; i < 50; i++) {
    const code = server.app.sms.lastCode(mobile);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${mobile}`);
}

/** The text of the toasts on screen. */
export const toastTexts = (page: Page) => page.locator('.MuiSnackbar-root').allInnerTexts();
