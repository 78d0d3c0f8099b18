import { describe, expect, it } from 'vitest';
import { apiGet, findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

type Annotations = { classId: number; pages: { page: number; strokes: { tool: string }[] }[] };

describe('a teacher projects a textbook in class', () => {
  it('attends class with 三年级2班 at 1920×1080, draws and undoes, and picks a random student', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=5`);
    await waitForPage(page, 5);
    await page.getByRole('button', { name: '上课', exact: true }).click();
    await page.getByText('选择上课班级').waitFor();
    await snap(page, 'digitalbooks-attend-class');
    await page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
    await waitForPage(page, 5);
    const classId = Number(new URL(page.url().replace('#/', '')).searchParams.get('classId'));
    expect(classId).toBeGreaterThan(0);

    // Draw two pen strokes on the page.
    const box = (await page.getByTestId('ink-layer').boundingBox())!;
    const draw = async (y: number) => {
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++)
        await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (y + (i % 2) * 0.01));
      await page.mouse.up();
    };
    await draw(0.3);
    await draw(0.5);
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);
    const saved = () =>
      apiGet<Annotations>(
        e2e.server,
        token,
        `/api/v1/digital/getClassAnnotations?bookId=${bookId}&classId=${classId}&page=5`,
      ).then((a) => a.pages.find((p) => p.page === 5)?.strokes.length ?? 0);
    await expect.poll(saved).toBe(2);
    // Highlighter too.
    await page.getByRole('button', { name: '荧光笔' }).click();
    await draw(0.7);
    await expect.poll(saved).toBe(3);
    await snap(page, 'digitalbooks-in-class-ink');

    // Undo takes the last stroke away, on screen and on the server.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);
    await expect.poll(saved).toBe(2);

    // The strokes stay with the page and the class: turn away and back.
    await page.keyboard.press('ArrowRight');
    await waitForPage(page, 6);
    expect(await page.getByTestId('ink-stroke').count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await waitForPage(page, 5);
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);

    // Random student from the class roster.
    const roster = await apiGet<{ students: { name: string }[] }>(
      e2e.server,
      token,
      `/api/v1/digital/getClassRoster?classId=${classId}`,
    );
    expect(roster.students.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '随机点名' }).click();
    const picked = page.locator('[data-testid="picked-student"][data-final="true"]');
    await picked.waitFor();
    expect(roster.students.map((s) => s.name)).toContain((await picked.textContent())?.trim());
    await snap(page, 'digitalbooks-in-class-picker');
    await page.getByRole('button', { name: '关闭' }).click();

    // Stage tools open and close.
    await page.getByRole('button', { name: '聚光灯' }).click();
    await page.mouse.move(960, 400);
    await page.getByTestId('spotlight').waitFor();
    await snap(page, 'digitalbooks-in-class-spotlight');
    await page.getByRole('button', { name: '聚光灯' }).click();
    await page.getByRole('button', { name: '幕布' }).click();
    await page.getByTestId('curtain').waitFor();
    await snap(page, 'digitalbooks-in-class-curtain');
    await page.getByRole('button', { name: '幕布' }).click();
    await page.getByRole('button', { name: '计时器' }).click();
    await page.getByRole('button', { name: '1 分钟' }).click();
    await expect.poll(() => page.getByTestId('timer-left').textContent()).toMatch(/^00:5\d$/);
    await page.getByRole('button', { name: '放大镜' }).click();
    await page.mouse.move(900, 500);
    await page.getByTestId('magnifier').waitFor();
    await snap(page, 'digitalbooks-in-class-tools');
    expect(errors).toEqual([]);
    await context.close();
  });
});
