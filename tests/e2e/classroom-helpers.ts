import type { Page } from 'playwright-core';
import { findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { newPage, signInAs, type E2E } from './harness';

export const PROJECTOR = { width: 1920, height: 1080 };
export const LAPTOP = { width: 1366, height: 768 };

/** Signs the demo teacher in and starts class with 三年级2班 (or without a class) on `startPage` of the 300-page book. */
export async function enterClass(
  e2e: E2E,
  opts: { page?: number; withClass?: boolean; viewport?: typeof PROJECTOR } = {},
) {
  const start = opts.page ?? 5;
  const { page, context } = await newPage(e2e.browser, opts.viewport ?? PROJECTOR);
  const token = await signInAs(context, e2e.server, TEACHER);
  const bookId = await findBook(e2e.server, token);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${e2e.server.url}/#/digitalbooks/attendClass?bookId=${bookId}&page=${start}`);
  await page.getByText('选择上课班级').waitFor();
  if (opts.withClass === false) await page.getByRole('button', { name: '不选班级，直接上课' }).click();
  else await page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
  await waitForPage(page, start);
  const classId = Number(new URL(page.url().replace('#/', '')).searchParams.get('classId'));
  return { page, context, token, bookId, classId, errors };
}

/** The countdown's digits, as the class reads them. */
export const clockText = (page: Page) => page.getByTestId('timer-left').textContent();
