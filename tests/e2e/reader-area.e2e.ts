import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RedeemPaths, type MyBook } from '../../src-shared/api/redeem';
import { waitForRoute } from './auth-helpers';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const STUDENT = '13800000003';
const R = '/classproBook';
const e2e = useE2E();
let token: string;
let math: MyBook;

beforeAll(async () => {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/v2/user/vt/login',
    payload: { mobileOrEamil: STUDENT, password: 'Classpro@2026', userType: 'STUDENT' },
  });
  token = (res.json() as { data: { access_token: string } }).data.access_token;
  const books = await e2e.server.app.inject({
    method: 'GET',
    url: RedeemPaths.myBooks,
    headers: { authorization: token },
  });
  math = (books.json() as { data: MyBook[] }).data.find((b) => b.title.includes('数学'))!;
});

async function student() {
  const { page, context } = await newPage(e2e.browser, PHONE);
  await signInAs(context, e2e.server, STUDENT, 'STUDENT');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}

const pageNumber = (page: Page) => page.getByTestId('mobile-page-number').textContent();

describe('the mobile textbook reader area on a phone', () => {
  it('bookshelf → book → reads (swipe, zoom, a note) → the note and the progress are kept', async () => {
    const { page, context, errors } = await student();
    await page.goto(`${e2e.server.url}/#${R}/home`);
    await page.getByRole('listitem', { name: math.title }).click();
    await waitForRoute(page, `${R}/bookInfo?bookId=${math.id}`);
    const lessons = page.getByTestId('mobile-lesson');
    await expect.poll(() => lessons.count()).toBeGreaterThan(2);
    await snap(page, 'reader-book-info');

    // The second lesson's pages open in the phone reader.
    const second = await lessons.nth(1).textContent();
    const startPage = Number(/第(\d+)–/.exec(second ?? '')![1]);
    await lessons.nth(1).getByRole('link', { name: '阅读' }).click();
    await page.locator('[data-testid="mobile-page-host"] canvas').first().waitFor();
    await expect.poll(() => pageNumber(page)).toMatch(new RegExp(`^${startPage} / \\d+$`));
    // A swipe to the left turns to the next page (touch pointer events, as a finger gives them).
    const host = page.getByTestId('mobile-page-host');
    const box = (await host.boundingBox())!;
    await host.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      pointerId: 1,
      clientX: box.x + 300,
      clientY: box.y + 200,
    });
    await host.dispatchEvent('pointerup', {
      pointerType: 'touch',
      pointerId: 1,
      clientX: box.x + 80,
      clientY: box.y + 210,
    });
    await expect.poll(() => pageNumber(page)).toMatch(new RegExp(`^${startPage + 1} / `));
    // Zoom in: the page grows wider than the phone.
    const width = () =>
      page
        .locator('[data-testid="mobile-page-host"] canvas')
        .first()
        .evaluate((c) => c.clientWidth);
    const before = await width();
    await page.getByRole('button', { name: '放大' }).click();
    await expect.poll(width).toBeGreaterThan(before * 1.3);
    await page.getByRole('button', { name: '缩小' }).click();
    // A note on this page.
    await page.getByRole('button', { name: '写笔记' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('先乘除后加减，括号里的先算。');
    await page.getByRole('dialog').getByRole('button', { name: /保存/ }).click();
    await page.getByTestId('page-notes').getByText('先乘除后加减，括号里的先算。').waitFor();
    await snap(page, 'reader-book-read');

    // 我的笔记 lists it; it opens its page.
    await page.goto(`${e2e.server.url}/#${R}/note?bookId=${math.id}`);
    const note = page.getByTestId('mobile-note').filter({ hasText: '先乘除后加减' });
    await expect.poll(() => note.textContent()).toContain(`第 ${startPage + 1} 页`);
    await snap(page, 'reader-notes');
    // 学习进度: the page reached, of how many.
    await page.goto(`${e2e.server.url}/#${R}/progress`);
    const progress = page.getByTestId('book-progress').filter({ hasText: math.title });
    await expect.poll(() => progress.textContent()).toMatch(new RegExp(`读到第 ${startPage + 1} 页 / 共 \\d+ 页`));
    await page.getByTestId('homework-figures').waitFor();
    await snap(page, 'reader-progress');
    // The note is deleted again (the spec file's data stays as seeded).
    await page.goto(`${e2e.server.url}/#${R}/note?bookId=${math.id}`);
    await note.getByRole('button', { name: '删除笔记' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => note.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('课堂自测 marks a lesson’s questions at once and shows the answers', async () => {
    const { page, context, errors } = await student();
    await page.goto(`${e2e.server.url}/#${R}/bookInfo?bookId=${math.id}`);
    // The second lesson: the first one's questions are the class's open homework, which self-tests leave out (issue 28.2).
    await page.getByTestId('mobile-lesson').nth(1).getByRole('link', { name: '课堂自测' }).click();
    const questions = page.getByTestId('self-test-question');
    await expect.poll(() => questions.count()).toBeGreaterThan(1);
    // Handing in with nothing answered is refused with a clear message.
    await page.getByRole('button', { name: '交卷' }).click();
    await page
      .getByText(/还有 \d+ 题未作答/)
      .first()
      .waitFor();
    const n = await questions.count();
    for (let i = 0; i < n; i++) {
      const q = questions.nth(i);
      if (await q.getByRole('radio').count()) await q.getByRole('radio').first().check();
      else if (await q.getByRole('checkbox').count()) await q.getByRole('checkbox').first().check();
      else await q.getByRole('textbox').first().fill('1');
    }
    await page.getByRole('button', { name: '交卷' }).click();
    await expect
      .poll(() => page.getByTestId('self-test-result').textContent())
      .toMatch(new RegExp(`答对 \\d+ / ${n} 题`));
    await expect.poll(() => page.getByText(/^正确答案：/).count()).toBe(n);
    await snap(page, 'reader-self-test');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('我的, 视听学习 and 帮助中心 (open without signing in)', async () => {
    const { page, context, errors } = await student();
    await page.goto(`${e2e.server.url}/#${R}/myInfoList`);
    await expect.poll(() => page.getByTestId('reader-me').textContent()).toContain('李小明');
    await snap(page, 'reader-my');
    await page.goto(`${e2e.server.url}/#${R}/audioVisual?bookId=${math.id}`);
    await page.getByRole('navigation', { name: '章节' }).waitFor();
    await snap(page, 'reader-audio-visual');
    await page.goto(`${e2e.server.url}/#${R}/myInfoList`);
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForRoute(page, `${R}/login`);
    // Signed out: help is open, the bookshelf asks to sign in.
    await page.goto(`${e2e.server.url}/#${R}/help`);
    await page.getByRole('button', { name: '怎么完成老师布置的作业？' }).click();
    await page.getByText(/答案会自动保存为草稿/).waitFor();
    await page.getByRole('link', { name: '去登录' }).waitFor();
    await snap(page, 'reader-help');
    await page.goto(`${e2e.server.url}/#${R}/home`);
    await waitForRoute(page, new RegExp(`^${R}/login\\?redirect=`));
    await page.getByText('登录后即可阅读你的数字教材与课堂任务').waitFor();
    await snap(page, 'reader-login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
