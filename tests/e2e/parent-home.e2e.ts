import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const PARENT = '13800000002';

describe('the parent area on a phone', () => {
  it('shows the child with class and courses, adds and switches children, and edits the nickname', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, PARENT, 'PARENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/parent/index`);

    // The one demo child is selected, with the class and the AI courses of that class.
    await expect.poll(() => page.getByTestId('selected-child').textContent()).toBe('李小明');
    await expect(page.getByTestId('child-class').first().textContent()).resolves.toContain('三年级2班');
    await expect.poll(() => page.getByTestId('child-course').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('child-course').first().textContent()).resolves.toMatch(/\d+\/\d+ 单元/);
    // The child cookies hold the selected child (spec section 3).
    const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
    await expect.poll(() => cookie('Child-Id')).toBeTruthy();
    expect(await cookie('Child-Token')).toBeTruthy();
    await snap(page, 'parent-home');

    // Add a second child; it is selected, without a class yet.
    await page.getByRole('button', { name: '添加孩子' }).click();
    await page.getByLabel('孩子姓名', { exact: true }).fill('李小红');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('selected-child').textContent()).toBe('李小红');
    await page.getByText('还没有加入班级').waitFor();
    await expect.poll(() => cookie('Child-Name').then((v) => decodeURIComponent(v ?? ''))).toBe('李小红');
    await snap(page, 'parent-home-second-child');

    // Rename the new child, then switch back to 李小明.
    await page.getByRole('button', { name: '修改孩子姓名' }).click();
    await page.getByLabel('孩子姓名', { exact: true }).fill('李小虹');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('selected-child').textContent()).toBe('李小虹');
    await page.getByRole('tab', { name: /李小明/ }).click();
    await expect.poll(() => page.getByTestId('selected-child').textContent()).toBe('李小明');

    // A course opens the child's units and reports.
    await page.getByTestId('child-course').first().click();
    await page.getByTestId('units-done').waitFor();

    // The parent's own profile: change the nickname, see the result page, and the new name.
    await page.goto(`${e2e.server.url}/#/parent/info`);
    await page.getByText('修改昵称').click();
    await page.getByLabel('昵称').fill('李爸爸');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('result-title').textContent()).toBe('修改成功');
    await snap(page, 'parent-result');
    await page.goto(`${e2e.server.url}/#/parent/info`);
    await expect.poll(() => page.getByTestId('parent-name').textContent()).toBe('李爸爸');
    await snap(page, 'parent-info');
    expect(errors).toEqual([]);
    await context.close();
  });
});
