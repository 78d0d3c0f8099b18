import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };
const e2e = useE2E();

describe('subject research and community', () => {
  it('opens the maths group, shares a lesson plan and comments on it', async () => {
    const { page, context } = await newPage(e2e.browser, SMALL);
    await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/classpro/mySubject`);
    await page.getByRole('heading', { level: 1, name: '学科教研' }).waitFor();
    await expect.poll(() => page.getByTestId('research-group').count(), { timeout: 10_000 }).toBe(4);
    await snap(page, 'my-subject-1366');
    await page.getByRole('group', { name: '学科' }).getByText('数学', { exact: true }).click();
    await expect.poll(() => page.getByTestId('research-group').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('research-group').click();
    await page.getByRole('heading', { level: 1, name: '数学教研组' }).waitFor();
    await expect.poll(() => page.getByTestId('plan-item').count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: '分享教案' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('教案标题').fill('两位数乘两位数：估算与笔算');
    await dialog
      .getByLabel('教案内容')
      .fill('一、教学目标：会用估算检验笔算结果。\n二、教学过程：情境—估算—笔算—比较。');
    await dialog.getByRole('button', { name: '分享', exact: true }).click();
    await page.getByText('教案已分享到教研组').waitFor();
    await page.getByTestId('lesson-plan').getByRole('heading', { name: '两位数乘两位数：估算与笔算' }).waitFor();
    await page.getByLabel('评论内容').fill('估算环节设计得好，下周一起磨课。');
    await page.getByRole('button', { name: '发表评论' }).click();
    await page.getByTestId('plan-comment').filter({ hasText: '估算环节设计得好' }).waitFor();
    await expect(page.getByTestId('plan-comment').first().innerText()).resolves.toContain('王老师（我）');
    await snap(page, 'my-subject-detail-1366');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists notices and information on /community without signing in', async () => {
    const { page, context } = await newPage(e2e.browser, LARGE);
    await page.goto(`${e2e.server.url}/#/community`);
    await expect.poll(() => page.getByTestId('information-item').count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('tab', { name: '通知公告' }).click();
    await expect.poll(() => page.getByTestId('information-item').count(), { timeout: 10_000 }).toBe(2);
    await snap(page, 'community-1920');
    await context.close();
  });

  it('shows the groups and a colleague plan at 1920, and lets the author delete only their own plan', async () => {
    const { page, context } = await newPage(e2e.browser, LARGE);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/mySubject`);
    await expect.poll(() => page.getByTestId('research-group').count(), { timeout: 10_000 }).toBe(4);
    await expect(page.getByTestId('research-group').first().innerText()).resolves.toContain('语文教研组');
    await snap(page, 'my-subject-1920');
    // A subject with no group of this school says so.
    await page.getByRole('group', { name: '学科' }).getByText('体育', { exact: true }).click();
    await page.getByText('本校暂无体育教研组').waitFor();
    await page.getByRole('group', { name: '学科' }).getByText('数学', { exact: true }).click();
    await page.getByTestId('research-group').click();
    await page.getByRole('heading', { level: 1, name: '数学教研组' }).waitFor();
    await page.getByTestId('plan-item').filter({ hasText: '两位数乘两位数（不进位）' }).click();
    const plan = page.getByTestId('lesson-plan');
    await plan.getByRole('heading', { name: '《两位数乘两位数（不进位）》教学设计' }).waitFor();
    // Another teacher's plan has no 删除教案; the comments name their authors, mine as 王老师（我）.
    await expect(plan.getByRole('button', { name: '删除教案' }).count()).resolves.toBe(0);
    await expect(plan.getByTestId('plan-comment').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('周明'),
      expect.stringContaining('王老师（我）'),
    ]);
    await snap(page, 'my-subject-detail-1920');
    // The first test may have shared a plan here too: count before deleting.
    const before = await page.getByTestId('plan-item').count();
    await page.getByTestId('plan-item').filter({ hasText: '面积和面积单位' }).click();
    await plan.getByRole('button', { name: '删除教案' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).click();
    await page.getByText('教案已删除').waitFor();
    await expect.poll(() => page.getByTestId('plan-item').count(), { timeout: 10_000 }).toBe(before - 1);
    // A teacher of another school who follows the link sees no plan of this school.
    const link = page.url();
    const other = await newPage(e2e.browser, LARGE);
    await signInAs(other.context, e2e.server, '13800000021');
    await other.page.goto(link);
    await other.page.getByText('无权访问').first().waitFor();
    await expect(other.page.getByTestId('plan-item').count()).resolves.toBe(0);
    await other.page.getByRole('button', { name: '返回学科教研' }).click();
    await expect.poll(() => other.page.getByTestId('research-group').count(), { timeout: 10_000 }).toBe(1);
    await expect(other.page.getByTestId('research-group').innerText()).resolves.toContain('实验第二小学');
    await other.context.close();
    await expect(page.getByTestId('plan-item').allInnerTexts()).resolves.not.toContain(
      expect.stringContaining('面积和面积单位'),
    );
    await context.close();
  });

  it('opens one community item and comes back to the list', async () => {
    const { page, context } = await newPage(e2e.browser, SMALL);
    await page.goto(`${e2e.server.url}/#/community`);
    await expect.poll(() => page.getByTestId('information-item').count(), { timeout: 10_000 }).toBe(5);
    await expect(page.getByTestId('information-item').first().innerText()).resolves.toContain('置顶');
    await snap(page, 'community-1366');
    await page.getByTestId('information-item').filter({ hasText: '人工智能通识教育指南' }).click();
    await page.getByRole('heading', { level: 1, name: '教育部印发《中小学人工智能通识教育指南》' }).waitFor();
    await expect(page.getByTestId('information-detail').innerText()).resolves.toContain('中高年级侧重认知');
    await snap(page, 'community-detail-1366');
    await page.getByRole('button', { name: '返回列表' }).click();
    await expect.poll(() => page.getByTestId('information-item').count(), { timeout: 10_000 }).toBe(5);
    // On a phone the list and the header still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'community-phone');
    await expect(page.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(390);
    // An item that does not exist says so instead of an empty page.
    await page.goto(`${e2e.server.url}/#/community?id=999999`);
    await page.getByText('资讯不存在或已下线').first().waitFor();
    await context.close();
  });

  it('opens the help centre in a popup window from the teacher shell, where a search finds an answer', async () => {
    const { page, context } = await newPage(e2e.browser, SMALL);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/mySubject`);
    await page.getByRole('heading', { level: 1, name: '学科教研' }).waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '帮助中心' }).click(),
    ]);
    await popup.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    expect(popup.url()).toContain('#/help');
    expect(popup).not.toBe(page);
    await expect.poll(() => popup.getByTestId('faq-item').count()).toBeGreaterThan(20);
    await popup.getByRole('group', { name: '问题分类' }).getByRole('button', { name: '直播课' }).click();
    await expect.poll(() => popup.getByTestId('faq-item').count()).toBe(4);
    await popup.getByLabel('搜索问题').fill('忘记密码');
    await popup.getByText('找到 1 个与“忘记密码”相关的问题').waitFor();
    await expect(popup.getByTestId('faq-item').innerText()).resolves.toContain('滑块验证');
    await popup.setViewportSize({ width: 960, height: 720 });
    await snap(popup, 'help-search-960');
    await popup.getByLabel('搜索问题').fill('不存在的问题词');
    await popup.getByText('没有找到相关问题').waitFor();
    await popup.getByLabel('搜索问题').fill('');
    await popup.getByRole('heading', { name: '联系我们' }).waitFor();
    await popup.setViewportSize(LARGE);
    await snap(popup, 'help-1920');
    await context.close();
  });
});
