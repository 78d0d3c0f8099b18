import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TaskPaths, type TaskDetail } from '../../src-shared/api/task';
import { Msg } from '../../src-shared/rules/messages';
import { demoIds } from './a11y-routes';
import { smsCodeFor, waitForRoute } from './auth-helpers';
import { findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

/**
 * Issue 33, keyboard and focus: the skip link is the first Tab stop of every shell, focus is visible (an outline
 * of 3:1 or more), the teacher sign-in's 教师/学生 switch takes the focus, dialogs keep and return the focus, and
 * the reader turns pages with Home, End, Space and a "go to page" field.
 */
const e2e = useE2E();
const poll = { timeout: 15_000 };

interface Focused {
  text: string;
  role: string;
  outline: string;
}
/** What the focused element is and how its focus looks (outline style, width and colour). */
const focused = (page: Page) =>
  page.evaluate<Focused | null>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return {
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      outline: s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor,
    };
  })()`);

/** Relative luminance contrast of the focus outline against white (the shells' background). */
function contrastOnWhite(rgb: string) {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

/** The focused element's name as a screen reader would start it: aria-label, its label, placeholder or text. */
const focusedName = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const label = el.labels && el.labels[0] ? el.labels[0].textContent : null;
    return (el.getAttribute('aria-label') ?? label ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim();
  })()`);

/** Presses Tab until the focus is on an element whose name starts with `name` (the keyboard user's way there). */
async function tabTo(page: Page, name: string, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`${name} not reached in ${max} Tab presses (last: ${await focusedName(page)})`);
}

/** Serious or critical WCAG 2.1 A/AA violations axe-core finds on the page as it is. */
async function axeProblems(page: Page) {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axe);
  return page.evaluate(async () => {
    const { axe: run, document } = globalThis as unknown as { axe: typeof Axe; document: never };
    const res = await run.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const NUMBER_WORDS = '零一二三四五六七八九十';

describe('keyboard and focus', () => {
  it('a parent signs in by SMS with the keyboard only, passing the check with 无障碍验证', async () => {
    const mobile = '13800000002';
    const { context, page } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/h5/checkLogin`);
    await page.getByRole('heading', { name: '家长登录' }).waitFor(poll);
    await tabTo(page, Msg.mobileRequired);
    await page.keyboard.type(mobile);
    await tabTo(page, Msg.smsGet);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(Msg.sliderHint).waitFor(poll);
    await tabTo(page, Msg.textCheckButton);
    await page.keyboard.press('Enter');
    // The answer field takes the focus, and the question describes it: what a screen reader reads out.
    await dialog.getByTestId('text-question').filter({ hasText: '等于几？' }).waitFor(poll);
    expect(await focusedName(page)).toBe(Msg.textCheckAnswer);
    const question = await page.evaluate<string>(`(() => {
      const ids = document.activeElement.getAttribute('aria-describedby').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    })()`);
    const m = /(十|[一二三四五六七八九])(加|减)(十|[一二三四五六七八九])等于几？/.exec(question);
    expect(m, question).not.toBeNull();
    const [a, b] = [NUMBER_WORDS.indexOf(m![1]!), NUMBER_WORDS.indexOf(m![3]!)];
    await page.waitForTimeout(300); // the dialog's fade-in, before axe reads its colours
    expect(await axeProblems(page)).toEqual([]);
    await snap(page, 'a11y-text-check-phone');
    // A wrong answer first: refused in words, and a new question comes.
    await page.keyboard.type(String(m![2] === '加' ? a + b + 1 : a - b + 1));
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: Msg.textCheckWrong }).waitFor(poll);
    const second = dialog.getByTestId('text-question');
    await expect.poll(() => second.innerText(), poll).toMatch(/等于几？$/);
    const n = /(十|[一二三四五六七八九])(加|减)(十|[一二三四五六七八九])等于几？/.exec(await second.innerText())!;
    const [c, d] = [NUMBER_WORDS.indexOf(n[1]!), NUMBER_WORDS.indexOf(n[3]!)];
    await page.keyboard.type(String(n[2] === '加' ? c + d : c - d));
    await page.keyboard.press('Enter');
    // The code is sent, the dialog closes and the focus goes to the code field.
    await dialog.waitFor({ state: 'detached', ...poll });
    expect(await focusedName(page)).toBe(Msg.smsCodePlaceholder);
    await page.keyboard.type(await smsCodeFor(e2e.server, mobile));
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/h5/index');
    await context.close();
  });

  it.each([
    ['teacher shell', '/classpro/myClass', 'teacher', false],
    ['teacher sign-in', '/classpro/login', null, false],
    ['parent area', '/parent/index', 'parent', true],
    ['H5 frame', '/h5/my', 'parent', true],
    ['mobile reader', '/classproBook/home', 'student', true],
    ['data-centre sign-in', '/datacenter/login', null, false],
  ] as const)(
    'the first Tab stop of the %s is 跳到主要内容, which moves to the content',
    async (_n, path, who, phone) => {
      const { context, page } = await newPage(e2e.browser, phone ? PHONE : undefined);
      if (who === 'teacher') await signInAs(context, e2e.server, TEACHER);
      if (who === 'parent') await signInAs(context, e2e.server, '13800000002', 'PARENT');
      if (who === 'student') await signInAs(context, e2e.server, '13800000003', 'STUDENT');
      await page.goto(`${e2e.server.url}/#${path}`);
      await page.getByRole('heading').first().waitFor(poll);
      // The app has drawn the screen (the teacher sign-in's pre-rendered panel comes before it).
      await page.getByRole('link', { name: '跳到主要内容' }).waitFor({ state: 'attached', ...poll });
      await page.getByRole('button').first().waitFor(poll);
      await page.keyboard.press('Tab');
      const first = await focused(page);
      expect(first?.text).toBe('跳到主要内容');
      // It shows while it has the focus.
      const box = await page.getByRole('link', { name: '跳到主要内容' }).boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      const now = await page.evaluate<string>(`document.activeElement?.closest('main, h1')?.tagName ?? ''`);
      expect(['MAIN', 'H1']).toContain(now);
      // The address keeps its route.
      expect(new URL(page.url()).hash).toContain(path);
      await context.close();
    },
  );

  it('the teacher sign-in 教师/学生 switch takes the focus and shows it', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    const student = page.getByRole('tab', { name: '学生' });
    await student.waitFor(poll);
    // Tab from the skip link reaches the switch among the first stops.
    let seen: Focused | null = null;
    for (let i = 0; i < 6 && seen?.text !== '学生'; i++) {
      await page.keyboard.press('Tab');
      seen = await focused(page);
    }
    expect(seen?.role).toBe('tab');
    expect(seen?.text).toBe('学生');
    const [style, width, ...color] = seen!.outline.split(' ');
    expect(style).toBe('solid');
    expect(parseFloat(width!)).toBeGreaterThanOrEqual(2);
    expect(contrastOnWhite(color.join(' '))).toBeGreaterThanOrEqual(3);
    await snap(page, 'a11y-focus-role-switch');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '学生登录' }).waitFor(poll);
    await context.close();
  });

  it('a dialog keeps the focus inside and gives it back to the button that opened it', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/calendar`);
    const open = page.getByRole('button', { name: '订阅日历' });
    await open.waitFor(poll);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(poll);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(d.ownerDocument.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page))?.text).toBe('订阅日历');
    await context.close();
  });

  it('a pupil answers homework and submits it with the keyboard only, with the focus visible', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, '13800000003', 'STUDENT');
    // The teacher's copy of the sheet has the answers.
    const teacher = await newPage(e2e.browser);
    const token = await signInAs(teacher.context, e2e.server, TEACHER);
    await teacher.context.close();
    const { task: taskId } = await demoIds(e2e.server);
    const res = await e2e.server.app.inject({
      url: `${TaskPaths.task}?taskId=${taskId}`,
      headers: { authorization: token },
    });
    const task = (res.json() as { data: TaskDetail }).data;
    await page.goto(`${e2e.server.url}/#/classproBook/taskDetail?taskId=${taskId}`);
    await page.getByTestId('answer-question').first().waitFor(poll);
    const letters = 'ABCDEFGH';
    const checkedIn = (i: number) =>
      page
        .getByTestId('answer-question')
        .nth(i)
        .locator('input:checked')
        .evaluateAll((els) => els.length);
    for (const [i, q] of task.questions.entries()) {
      const n = `第${i + 1}题`;
      if (q.type === 'SINGLE') {
        await tabTo(page, 'A.');
        for (let k = 0; k < letters.indexOf(q.answer!); k++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
        expect(await checkedIn(i), n).toBe(1);
      } else if (q.type === 'MULTIPLE') {
        for (const l of q.answer!.split(',')) {
          await tabTo(page, `${l}.`);
          await page.keyboard.press('Space');
        }
        expect(await checkedIn(i), n).toBe(q.answer!.split(',').length);
      } else if (q.type === 'JUDGE') {
        await tabTo(page, '对');
        await page.keyboard.press('Space');
        expect(await checkedIn(i), n).toBe(1);
      } else if (q.type === 'FILL') {
        const blanks = q.answer!.split('|');
        for (const [k, b] of blanks.entries()) {
          await tabTo(page, blanks.length > 1 ? `${n}第${k + 1}空` : `${n}答案`);
          await page.keyboard.type(b.split('/')[0]!);
        }
      } else {
        await tabTo(page, `${n}作答`);
        await page.keyboard.type('50－15×2＝20（元）');
      }
      // Where the keyboard is, the user sees it: a focus ring on a choice, the 2 px focused border on a text field.
      const shown = await page.evaluate<string>(`(() => {
        const el = document.activeElement;
        const field = el.closest('.MuiOutlinedInput-root.Mui-focused');
        if (field) return getComputedStyle(field.querySelector('fieldset')).borderWidth;
        const ring = [el, el.parentElement, el.closest('label')].find((x) => x && getComputedStyle(x).outlineStyle === 'solid');
        return ring ? getComputedStyle(ring).outlineWidth : 'none';
      })()`);
      expect(parseFloat(shown), `${n} ${q.type} ${shown}`).toBeGreaterThanOrEqual(2);
    }
    await snap(page, 'a11y-keyboard-homework');
    await tabTo(page, '提交作业');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(poll);
    await tabTo(page, '提交');
    expect(await dialog.evaluate((d) => d.contains(d.ownerDocument.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('提交成功').first().waitFor(poll);
    await context.close();
  });

  it('the calendar moves between weeks and opens an event with the keyboard, the event showing its focus', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/calendar`);
    const range = page.getByTestId('calendar-range');
    await page.getByTestId('calendar-event').first().waitFor(poll);
    const thisWeek = await range.innerText();
    await tabTo(page, '下一周', 60);
    await page.keyboard.press('Enter');
    await expect.poll(() => range.innerText(), poll).not.toBe(thisWeek);
    // Back over 上一周 to 今天.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('今天');
    await page.keyboard.press('Enter');
    await expect.poll(() => range.innerText(), poll).toBe(thisWeek);
    await page.getByTestId('calendar-event').first().waitFor(poll);
    let onEvent = false;
    for (let i = 0; i < 60 && !onEvent; i++) {
      await page.keyboard.press('Tab');
      onEvent = await page.evaluate<boolean>(`document.activeElement?.dataset.testid === 'calendar-event'`);
    }
    expect(onEvent).toBe(true);
    const [style, width, ...color] = (await focused(page))!.outline.split(' ');
    expect(style).toBe('solid');
    expect(parseFloat(width!)).toBeGreaterThanOrEqual(2);
    expect(contrastOnWhite(color.join(' '))).toBeGreaterThanOrEqual(3);
    await snap(page, 'a11y-keyboard-calendar');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.hash.startsWith('#/classpro/calendar'), poll);
    await context.close();
  });

  it('the home carousel dots are 24 px targets', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const dot = page.getByRole('button', { name: '第2张' });
    await dot.waitFor(poll);
    const box = (await dot.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  it.each([
    ['/classpro/login', undefined],
    ['/parent/login', PHONE],
  ] as const)('the accessibility statement opens from the sign-in page %s without signing in', async (path, size) => {
    const { context, page } = await newPage(e2e.browser, size);
    await page.goto(`${e2e.server.url}/#${path}`);
    await page.getByRole('link', { name: '无障碍声明' }).click();
    await page.getByRole('heading', { name: '无障碍声明', level: 1 }).waitFor(poll);
    const text = await page.getByRole('main').innerText();
    for (const s of [
      'WCAG 2.1 AA',
      'GB/T 37668-2019',
      '已知尚未达标的内容',
      '字幕',
      '无障碍验证',
      '大字模式',
      '用户反馈',
    ])
      expect(text).toContain(s);
    await snap(page, `a11y-statement-${size ? 'phone' : 'desktop'}`);
    // The help centre leads there too.
    await page.getByRole('link', { name: '帮助中心' }).click();
    await page.getByRole('link', { name: '无障碍声明' }).waitFor(poll);
    await context.close();
  });

  it('the reader turns pages with Space, Home, End and goes to a typed page', async () => {
    const { context, page } = await newPage(e2e.browser);
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=5`);
    await waitForPage(page, 5);
    const indicator = page.getByTestId('page-indicator');
    await page.locator('body').press('Space');
    await waitForPage(page, 6);
    await page.keyboard.press('Shift+Space');
    await waitForPage(page, 5);
    await page.keyboard.press('End');
    await waitForPage(page, 300);
    expect(await indicator.innerText()).toBe('300 / 300');
    await page.keyboard.press('Home');
    await waitForPage(page, 1);
    await page.getByRole('textbox', { name: '跳到第几页' }).fill('42');
    await page.keyboard.press('Enter');
    await waitForPage(page, 42);
    expect(await indicator.innerText()).toBe('42 / 300');
    await snap(page, 'a11y-reader-go-to-page');
    await context.close();
  });
});
