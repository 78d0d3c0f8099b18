import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './digitalbooks-reader-helpers';
import { enterClass } from './classroom-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

/** The names of the last draw, once the shuffle has settled. */
async function drawn(page: Page) {
  await page.locator('[data-testid="picked-student"][data-final="true"]').first().waitFor();
  return (await page.getByTestId('picked-student').allTextContents()).map((t) => t.trim());
}

describe('the random picker (issue 30)', () => {
  it('goes round the class without repeats, shows the new round, and draws several at once', async () => {
    const { page, context, token, classId, errors } = await enterClass(e2e);
    const roster = await apiGet<{ students: { name: string }[] }>(
      e2e.server,
      token,
      `/api/v1/digital/getClassRoster?classId=${classId}`,
    );
    const everyone = roster.students.map((s) => s.name).sort();
    expect(everyone.length).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: '随机点名' }).click();
    const named = [...(await drawn(page))];
    for (let i = 1; i < everyone.length; i++) {
      await page.getByRole('button', { name: '再点一次' }).click();
      named.push(...(await drawn(page)));
    }
    // Everyone once, nobody twice.
    expect([...named].sort()).toEqual(everyone);
    expect(await page.getByTestId('picker-round').textContent()).toBe(
      `第 1 轮 · 已点 ${everyone.length}/${everyone.length} 人`,
    );
    await page.getByText('全班都点到了，下次点名开始新一轮').waitFor();

    // Closing and opening again does not restart the round: the next draw opens round 2, and says so.
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '随机点名' }).click();
    await drawn(page);
    expect(await page.getByTestId('picker-round').textContent()).toBe(`第 2 轮 · 已点 1/${everyone.length} 人`);
    await page.getByText('新一轮开始：全班都点过了，重新轮流点名').waitFor();

    // Three at once: three different pupils.
    await page.getByRole('button', { name: '3 人' }).click();
    await page.getByRole('button', { name: '再点一次' }).click();
    const three = await drawn(page);
    expect(three).toHaveLength(3);
    expect(new Set(three).size).toBe(3);
    for (const n of three) expect(everyone).toContain(n);
    await snap(page, 'classroom-picker-three');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a class says so and offers to choose the class', async () => {
    const { page, context, errors } = await enterClass(e2e, { withClass: false });
    await page.getByRole('button', { name: '随机点名' }).click();
    await page.getByText('这节课还没有选择班级，选好上课班级才能点名').waitFor();
    expect(await page.getByText('该班级还没有学生').count()).toBe(0);
    await snap(page, 'classroom-picker-no-class');
    await page.getByRole('button', { name: '选择班级' }).click();
    await page.getByText('选择上课班级').waitFor();
    await page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
    await page.locator('[data-testid="pdf-page"][data-page="5"][data-rendered="true"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('splits the class into random groups on the projector, every pupil in one group', async () => {
    const { page, context, token, classId, errors } = await enterClass(e2e);
    const roster = await apiGet<{ students: { name: string }[] }>(
      e2e.server,
      token,
      `/api/v1/digital/getClassRoster?classId=${classId}`,
    );
    const everyone = roster.students.map((s) => s.name).sort();
    await page.getByRole('button', { name: '随机点名' }).click();
    await drawn(page);
    await page.getByRole('button', { name: '分组', exact: true }).click();
    await page.getByRole('button', { name: '3 组' }).click();
    await expect.poll(() => page.getByTestId('group').count()).toBe(3);
    const members = async () => (await page.getByTestId('group-member').allTextContents()).map((t) => t.trim());
    expect((await members()).sort()).toEqual(everyone);
    const sizes = await page
      .getByTestId('group')
      .evaluateAll((gs) => gs.map((g) => g.querySelectorAll('[data-testid="group-member"]').length));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    await page.getByRole('group', { name: '第 1 组' }).waitFor();
    await snap(page, 'classroom-picker-groups');
    // 随机分组 deals again: still everyone once.
    await page.getByRole('button', { name: '随机分组' }).click();
    await expect.poll(() => page.getByTestId('group').count()).toBe(3);
    expect((await members()).sort()).toEqual(everyone);
    await page.getByRole('button', { name: '返回点名' }).click();
    await page.getByRole('button', { name: '再点一次' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
