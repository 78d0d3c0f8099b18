import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGREEMENTS } from '../../src-shared/rules/agreements';
import { Msg } from '../../src-shared/rules/messages';
import { agreementAcceptances, users } from '../../src-server/db/schema';
import { waitForRoute } from './auth-helpers';
import { seriousViolations } from './axe';
import { DESKTOP, newPage, PHONE, signInAs, snap, useE2E } from './harness';

// Issue 32: the agreements are real pages open without signing in, linked from the sign-in pages and the profile; a
// user who has not accepted the current versions is shown them once after sign-in, and the acceptance is recorded.
const e2e = useE2E();

async function userId(mobile: string, userType: string) {
  const [row] = await e2e.server.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.userType, userType)));
  return row!.id;
}
const acceptedBy = (id: number) =>
  e2e.server.app.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, id));
const forget = (id: number) =>
  e2e.server.app.db.delete(agreementAcceptances).where(eq(agreementAcceptances.userId, id));

describe('agreements', () => {
  it('signed out, the teacher sign-in links to each agreement, with its version, sections and contact', async () => {
    const { page, context } = await newPage(e2e.browser, DESKTOP);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('link', { name: '《用户协议》' }).click();
    await waitForRoute(page, '/agreement/user');
    await page.getByRole('heading', { level: 1, name: '用户协议' }).waitFor();
    await page.getByText(`${Msg.agreementVersionLabel} ${AGREEMENTS.user.version}`).waitFor();
    await page
      .getByRole('navigation', { name: Msg.agreementsTitle })
      .getByRole('link', { name: '《儿童个人信息保护规则》' })
      .click();
    await waitForRoute(page, '/agreement/children');
    await page.getByRole('heading', { level: 1, name: '儿童个人信息保护规则' }).waitFor();
    for (const h of [
      '二、监护人同意',
      '三、我们收集孩子的哪些信息、保存多久、谁能看到',
      '七、儿童个人信息保护负责人',
    ]) {
      await page.getByRole('heading', { level: 2, name: h }).waitFor();
    }
    await page.getByRole('rowheader', { name: 'AI 助手对话' }).waitFor();
    await page.getByText('privacy@classpro.cn').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'agreement-children-desktop');
    await page.goto(`${e2e.server.url}/#/agreement/marketing`);
    await page.getByRole('alert').getByText(Msg.badAddress).waitFor();
    await context.close();
  });

  it('on a phone, the parent sign-in links to the privacy policy, which fits the screen', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/parent/login`);
    await page.getByRole('link', { name: '《隐私政策》' }).click();
    await waitForRoute(page, '/agreement/privacy');
    await page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '三、信息存放在哪里' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'agreement-privacy-phone');
    await context.close();
  });

  it('a parent who has not accepted the current versions sees them once on the phone; accepting records them', async () => {
    const parent = await userId('13800000002', 'PARENT');
    await forget(parent);
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, '13800000002', 'PARENT');
    await page.goto(`${e2e.server.url}/#/parent/index`);
    const dialog = page.getByRole('dialog', { name: Msg.agreementUpdateTitle });
    await dialog.waitFor();
    for (const k of ['user', 'privacy', 'children'] as const) {
      await dialog.getByRole('link', { name: `《${AGREEMENTS[k].title}》` }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'agreement-dialog-parent-phone');
    const started = Date.now();
    await dialog.getByRole('button', { name: Msg.agreementAccept }).click();
    await dialog.waitFor({ state: 'detached' });
    const rows = await acceptedBy(parent);
    expect(rows.map((r) => `${r.document}@${r.version}`).sort()).toEqual([
      `children@${AGREEMENTS.children.version}`,
      `privacy@${AGREEMENTS.privacy.version}`,
      `user@${AGREEMENTS.user.version}`,
    ]);
    for (const r of rows) expect(r.acceptedAt.getTime()).toBeGreaterThanOrEqual(started - 5000);

    // Shown once: after a reload the status answers nothing pending and no dialog comes.
    const status = page.waitForResponse((r) => r.url().includes('/api/v2/agreement/vt/status'));
    await page.reload();
    expect(((await (await status).json()) as { data: { pending: unknown[] } }).data.pending).toEqual([]);
    await expect.poll(() => page.getByRole('dialog', { name: Msg.agreementUpdateTitle }).count()).toBe(0);
    await context.close();
  });

  it('a teacher who declines is signed out and nothing is recorded; the profile links to the agreements', async () => {
    const teacher = await userId('13800000001', 'ASSISTANT');
    await forget(teacher);
    const { page, context } = await newPage(e2e.browser, DESKTOP);
    await signInAs(context, e2e.server, '13800000001');
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const dialog = page.getByRole('dialog', { name: Msg.agreementUpdateTitle });
    await dialog.waitFor();
    await snap(page, 'agreement-dialog-teacher');
    await dialog.getByRole('button', { name: Msg.agreementDecline }).click();
    await waitForRoute(page, /^\/classpro\/login/);
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    expect(await acceptedBy(teacher)).toEqual([]);

    await signInAs(context, e2e.server, '13800000001');
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await dialog.getByRole('button', { name: Msg.agreementAccept }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await acceptedBy(teacher)).toHaveLength(3);
    await page.getByRole('button', { name: '个人信息' }).click();
    await page
      .getByRole('navigation', { name: Msg.agreementsTitle })
      .getByRole('link', { name: '《隐私政策》' })
      .click();
    await waitForRoute(page, '/agreement/privacy');
    await context.close();
  });
});
