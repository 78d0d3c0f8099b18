import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { dialog, openRoute } from './classes-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

// The navigation bar (teacher shell) opens dialogs the classes feature owns; the app composes the two.
describe('navigation bar dialogs', () => {
  it('opens the redeem-textbook dialog from 兑换 and the guide from 新手指引', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await openRoute(page, e2e.server, '/classpro/myClass', '班级管理');

    await page.getByRole('button', { name: '兑换', exact: true }).click();
    const redeem = dialog(page, '兑换教材');
    await redeem.waitFor();
    await expect(redeem.getByLabel('兑换码').isVisible()).resolves.toBe(true);
    await snap(page, 'shell-nav-redeem');
    await page.keyboard.press('Escape');
    await redeem.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '新手指引' }).click();
    const guide = page.getByRole('dialog').filter({ hasText: '激活学校课程' });
    await guide.waitFor();
    // The demo teacher's school is bound, so the first step shows as activated.
    await expect(guide.getByText('已激活').first().isVisible()).resolves.toBe(true);
    await snap(page, 'shell-nav-guide');
    await context.close();
  });
});
