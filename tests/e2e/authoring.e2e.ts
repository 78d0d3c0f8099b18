import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authorTasks, staffAccounts } from '../../src-server/db/schema';
import { fillPasswordLogin, waitForRoute } from './auth-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const BOOK = '信息科技 五年级';

/** A 240×160 diagram-like picture for the note. */
function picture() {
  const [w, h] = [240, 160];
  const data = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const x = i % w;
    data.set([40 + x / 2, 120, 200 - x / 3, 255], i * 4);
  }
  return jpeg.encode({ data, width: w, height: h }, 80).data;
}

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

describe('authors and publishers', () => {
  it('a publisher invites an author, assigns a lesson; the author writes, previews and submits; the publisher approves; a teacher reads it', async () => {
    const url = e2e.server.url;
    // The publisher signs in and creates an invitation link.
    const pub = await newPage(e2e.browser);
    const pubErrors = watchErrors(pub.page);
    await pub.page.goto(`${url}/#/publisher/login/1`);
    await fillPasswordLogin(pub.page, '请输入账号', 'publisher01');
    await waitForRoute(pub.page, /^\/publisher\/home/);
    await pub.page.getByRole('heading', { name: '四川教育出版社' }).waitFor({ timeout: 10_000 });
    await pub.page.getByRole('button', { name: '邀请作者' }).click();
    const linkBox = pub.page.getByRole('textbox', { name: '邀请链接' });
    await expect.poll(() => linkBox.inputValue(), { timeout: 10_000 }).toContain('#/authorInvite?token=');
    const link = await linkBox.inputValue();
    await snap(pub.page, 'authoring-publisher-invite-1440');
    await pub.page.getByRole('button', { name: '完成' }).click();

    // The author opens the link and creates an account.
    const aut = await newPage(e2e.browser);
    const autErrors = watchErrors(aut.page);
    await aut.page.goto(link.replace(/^https?:\/\/[^/]+/, url));
    await aut.page.getByText('四川教育出版社 邀请您成为教材作者').waitFor({ timeout: 10_000 });
    await aut.page.getByLabel('账号').fill('liauthor');
    await aut.page.getByLabel('姓名').fill('李作者');
    await aut.page.getByLabel('密码').fill('Author@2026');
    await snap(aut.page, 'authoring-invite-1440');
    await aut.page.getByRole('button', { name: '创建并加入' }).click();
    await waitForRoute(aut.page, '/author/login');

    // The publisher assigns the author a lesson of 信息科技 五年级.
    await pub.page.reload();
    await pub.page.getByRole('button', { name: '分配写作任务' }).click();
    const dialog = pub.page.getByRole('dialog');
    await dialog.getByLabel('教材').click();
    await pub.page.getByRole('option', { name: BOOK }).click();
    await dialog.getByLabel('课时').click();
    await pub.page.locator('li[role=option]:not([aria-disabled=true])').first().click();
    await dialog.getByLabel('作者').click();
    await pub.page.getByRole('option', { name: /李作者/ }).click();
    await dialog.getByRole('button', { name: '分配' }).click();
    await pub.page.getByRole('table', { name: '写作任务' }).getByText('李作者').waitFor({ timeout: 10_000 });
    await snap(pub.page, 'authoring-publisher-home-1440');

    // The author signs in, sees the task and writes the note: heading, text, a table, an image, a formula.
    await fillPasswordLogin(aut.page, '请输入账号', 'liauthor', 'Author@2026');
    await waitForRoute(aut.page, '/author/home');
    await expect.poll(() => aut.page.getByTestId('count-todo').textContent(), { timeout: 10_000 }).toBe('1');
    await snap(aut.page, 'authoring-author-home-1440');
    await aut.page.getByRole('button', { name: '写作任务' }).click();
    await aut.page.getByTestId('author-task').first().waitFor({ timeout: 10_000 });
    await snap(aut.page, 'authoring-author-task-1440');
    await aut.page.getByRole('button', { name: '编写讲义' }).first().click();
    await waitForRoute(aut.page, /^\/author\/lectureNotesEditor/);
    const title = aut.page.getByLabel('讲义标题');
    await title.waitFor({ timeout: 10_000 });
    await title.fill('编程初体验 讲义（修订版）');
    const body = aut.page.locator('.tiptap');
    await body.click();
    await aut.page.keyboard.press('Control+A');
    await aut.page.keyboard.press('Delete');
    await aut.page.keyboard.type('本课学习数据的整理。勾股定理：');
    await aut.page.getByRole('button', { name: '插入公式' }).click();
    await aut.page.getByLabel('LaTeX 公式').fill('a^2+b^2=c^2');
    await aut.page.getByRole('button', { name: '插入', exact: true }).click();
    await aut.page.getByRole('dialog').waitFor({ state: 'detached' });
    await body.locator('[data-type="inline-math"]').first().waitFor();
    await aut.page.getByTestId('note-image-input').setInputFiles({
      name: 'flow.jpg',
      mimeType: 'image/jpeg',
      buffer: picture(),
    });
    await body.locator('img[src*="/files/uploads/"]').waitFor({ timeout: 10_000 });
    await aut.page.getByRole('button', { name: '插入表格' }).click();
    const cells = ['步骤', '说明', '工具', '1', '收集数据', '问卷', '2', '整理数据', '表格'];
    for (const [i, text] of cells.entries()) {
      if (i) await aut.page.keyboard.press('Tab');
      await aut.page.keyboard.type(text);
    }
    await snap(aut.page, 'authoring-editor-1440');

    // Preview: the teacher's article, with the table, the image and the typeset formula.
    await aut.page.getByRole('button', { name: '预览' }).click();
    await waitForRoute(aut.page, /^\/author\/lectureNotesPreview/);
    const article = aut.page.getByRole('article');
    await article.locator('td', { hasText: '收集数据' }).waitFor({ timeout: 10_000 });
    await article.locator('img[src*="/files/uploads/"]').waitFor();
    await article.locator('.katex').first().waitFor({ timeout: 10_000 });
    await snap(aut.page, 'authoring-preview-1440');
    await aut.page.getByRole('button', { name: '返回编辑' }).click();
    await aut.page.locator('.tiptap img[src*="/files/uploads/"]').waitFor({ timeout: 10_000 });
    await aut.page.getByRole('button', { name: '提交审核' }).click();
    await waitForRoute(aut.page, '/author/task');
    await aut.page.getByTestId('author-task').filter({ hasText: '待审核' }).waitFor({ timeout: 10_000 });
    await snap(aut.page, 'authoring-author-task-submitted-1440');
    await aut.page.goto(`${url}/#/author/lectureNotes`);
    await aut.page.getByRole('table', { name: '我的讲义' }).waitFor({ timeout: 10_000 });
    await snap(aut.page, 'authoring-author-notes-1440');
    // The author adds a picture to the lesson's resources.
    await aut.page.goto(`${url}/#/author/resources`);
    await aut.page
      .getByRole('table', { name: '教材资源' })
      .getByText('数据从哪里来 插图')
      .first()
      .waitFor({ timeout: 10_000 });
    await aut.page
      .getByTestId('resource-input')
      .setInputFiles({ name: '整理流程图.jpg', mimeType: 'image/jpeg', buffer: picture() });
    await aut.page.getByRole('table', { name: '教材资源' }).getByText('整理流程图').waitFor({ timeout: 10_000 });
    await snap(aut.page, 'authoring-author-resources-1440');

    // The publisher reviews side by side and approves.
    await pub.page.goto(`${url}/#/publisher/review`);
    await pub.page.getByText('提交版本：编程初体验 讲义（修订版）').waitFor({ timeout: 10_000 });
    await snap(pub.page, 'authoring-review-1440');
    await pub.page.getByRole('button', { name: '审核通过' }).click();
    await pub.page.getByRole('button', { name: '审核通过' }).waitFor({ state: 'detached', timeout: 10_000 });

    // A teacher of the demo school opens the book's lecture notes and reads the new note.
    const [liauthor] = await e2e.server.app.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.account, 'liauthor'));
    const [task] = await e2e.server.app.db.select().from(authorTasks).where(eq(authorTasks.authorId, liauthor!.id));
    expect(task!.status).toBe('approved');
    // The same review from the book side (/digitalbooks/authreview): the first edition is out, nothing pending.
    await pub.page.goto(`${url}/#/digitalbooks/authreview?writingTaskId=${task!.id}`);
    await pub.page.getByText(/已发布 1 版/).waitFor({ timeout: 10_000 });
    await pub.page.getByText('当前版本：编程初体验 讲义（修订版）').waitFor();
    await snap(pub.page, 'authoring-authreview-1440');
    // Its history holds that edition, as teachers read it (the table included), with who approved it.
    await pub.page.getByRole('button', { name: '历史版本（1）' }).click();
    const history = pub.page.getByRole('dialog', { name: '历史版本' });
    await history.getByRole('button', { name: /第 1 版（当前）/ }).waitFor();
    expect(await history.getByRole('button', { name: /第 1 版/ }).textContent()).toContain('出版社');
    const edition = history.getByTestId('edition-content');
    await edition.getByText('编程初体验 讲义（修订版）').first().waitFor();
    await edition.locator('td', { hasText: '整理数据' }).waitFor();
    await snap(pub.page, 'authoring-edition-history-1440');
    await history.getByRole('button', { name: '关闭' }).click();
    const tch = await newPage(e2e.browser);
    await signInAs(tch.context, e2e.server, '13800000001');
    await tch.page.goto(`${url}/#/digitalbooks/lectureNotes?bookId=${task!.bookId}`);
    await tch.page.getByRole('button', { name: '编程初体验 讲义（修订版）' }).click({ timeout: 10_000 });
    const read = tch.page.getByRole('article', { name: '编程初体验 讲义（修订版）' });
    await read.locator('td', { hasText: '整理数据' }).waitFor({ timeout: 10_000 });
    await read.locator('img[src*="/files/uploads/"]').waitFor();
    await read.getByText('本课学习数据的整理。', { exact: false }).waitFor();
    await read.locator('.katex').first().waitFor({ timeout: 10_000 });
    await snap(tch.page, 'authoring-teacher-reads-1440');
    expect([...pubErrors, ...autErrors]).toEqual([]);
    for (const c of [pub, aut, tch]) await c.context.close();
  }, 120_000);
});
