import { describe, expect, it } from 'vitest';
import { TaskPaths } from '../../src-shared/api/task';
import { Msg } from '../../src-shared/rules/messages';
import { DEMO_TASK } from '../../src-server/db/seeds/1900-task';
import { dragSlider, smsCodeFor, waitForRoute } from './auth-helpers';
import { newPage, PHONE, snap, useE2E } from './harness';

const e2e = useE2E();

/** 李小明 submits the demo task through the API with the answers his teacher's view of it gives. */
async function answerDemoTask() {
  const login = async (mobile: string, userType: string) =>
    (
      (
        await e2e.server.app.inject({
          method: 'POST',
          url: '/api/v2/user/vt/login',
          payload: { mobileOrEamil: mobile, password: 'Classpro@2026', userType },
        })
      ).json() as { data: { access_token: string } }
    ).data.access_token;
  const teacher = await login('13800000001', 'ASSISTANT');
  const student = await login('13800000003', 'STUDENT');
  const [row] = (await e2e.server.database.query('SELECT id FROM tasks WHERE title = $1', [DEMO_TASK.title])) as {
    id: number;
  }[];
  const info = (
    await e2e.server.app.inject({
      url: `${TaskPaths.task}?taskId=${row!.id}`,
      headers: { authorization: `Bearer ${teacher}` },
    })
  ).json() as { data: { questions: { id: number; type: string; answer: string }[] } };
  const answers = info.data.questions.map((q) => ({
    questionId: q.id,
    text: q.type === 'SUBJECTIVE' ? '50－15×2＝20（元）' : q.answer,
  }));
  const sent = await e2e.server.app.inject({
    method: 'POST',
    url: TaskPaths.submitTask,
    headers: { authorization: `Bearer ${student}` },
    payload: { taskId: Number(row!.id), answers },
  });
  expect((sent.json() as { code: number }).code).toBe(200);
}
const PARENT = '13800000002';

describe('the H5 home–school area on a phone', () => {
  it('signs a parent in with an SMS code and back to 我的; manages children and classes; shares; signs out', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Signed out, an H5 screen sends the parent to the H5 sign-in and back.
    await page.goto(`${e2e.server.url}/#/h5/my`);
    await waitForRoute(page, /^\/h5\/login\?redirect=/);
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(PARENT);
    await page.getByRole('button', { name: Msg.smsGet }).click();
    await dragSlider(page);
    await page.getByRole('button', { name: /\d+s后重新获取/ }).waitFor();
    await page.getByPlaceholder(Msg.smsCodePlaceholder).fill(await smsCodeFor(e2e.server, PARENT));
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/h5/my');
    await expect.poll(() => page.getByTestId('parent-name').textContent()).toBeTruthy();
    await snap(page, 'h5-my');

    // 孩子信息: add a second child, make it the current one, rename it, then unlink it again.
    await page.getByRole('button', { name: /^孩子信息/ }).click();
    await expect.poll(() => page.getByTestId('h5-child').count()).toBe(1);
    await page.getByRole('button', { name: '添加孩子' }).click();
    await page.getByLabel('孩子姓名', { exact: true }).fill('李小红');
    await page.getByRole('button', { name: '保存' }).click();
    const red = page.getByTestId('h5-child').filter({ hasText: '李小红' });
    await red.waitFor();
    await red.getByRole('button', { name: '设为当前' }).click();
    await red.getByText('当前').waitFor();
    const cookie = async (name: string) =>
      decodeURIComponent((await context.cookies()).find((c) => c.name === name)?.value ?? '');
    await expect.poll(() => cookie('Child-Name')).toBe('李小红');
    await red.getByRole('button', { name: '改名' }).click();
    await page.getByLabel('孩子姓名', { exact: true }).fill('李小虹');
    await page.getByRole('button', { name: '保存' }).click();
    const renamed = page.getByTestId('h5-child').filter({ hasText: '李小虹' });
    await renamed.waitFor();
    await snap(page, 'h5-child-info');
    await renamed.getByRole('button', { name: '解除关联' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '解除关联' }).click();
    await expect.poll(() => page.getByTestId('h5-child').count()).toBe(1);

    // 我加入的班级: the demo child's class with its school and teacher.
    await page.getByRole('button', { name: '我的', exact: true }).click();
    await page.getByRole('button', { name: /^我加入的班级/ }).click();
    await expect.poll(() => page.getByTestId('child-class').first().textContent()).toContain('三年级2班');
    await snap(page, 'h5-my-join');

    // 首页 through the tab bar: the selected child's home.
    await page.getByRole('button', { name: '首页' }).click();
    await expect.poll(() => page.getByTestId('selected-child').textContent()).toBe('李小明');
    // 今日课程: the week's lessons of 李小明's class, from his teacher's weekly plan.
    await expect.poll(() => page.getByTestId('child-lesson').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('child-lesson').first().textContent()).toMatch(/AI 编程启蒙|趣味数学/);
    // 阅读进度: the child's textbooks, each with how far he has read.
    await expect.poll(() => page.getByTestId('child-book').count()).toBeGreaterThan(0);
    await snap(page, 'h5-index');

    // The child's homework: 李小明 answers the demo task (every answer right), the parent reads his answers and marks.
    const task = page.getByTestId('child-task').filter({ hasText: DEMO_TASK.title });
    await expect.poll(() => task.textContent()).toContain('未完成');
    await answerDemoTask();
    await page.reload();
    await expect.poll(() => task.textContent()).toContain('待批改');
    await task.click();
    await expect.poll(() => page.getByTestId('child-task-question').count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByTestId('child-task-score').textContent()).toMatch(/得分 \d+ \/ \d+/);
    expect(await page.getByRole('img', { name: '正确' }).count()).toBeGreaterThan(0);
    await snap(page, 'h5-child-task');
    await page.goBack();

    // Sharing an activity without WeChat copies its link.
    await page.getByRole('button', { name: '活动' }).click();
    await page.getByTestId('h5-activity').first().click();
    await page.getByRole('button', { name: '分享' }).click();
    await page.getByText(Msg.linkCopied).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toContain('#/h5/activity?activityId=');

    // 退出登录 from 我的: back to the H5 sign-in, and H5 screens ask for it again.
    await page.goto(`${e2e.server.url}/#/h5/my`);
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForRoute(page, /^\/h5\/login/);
    await page.goto(`${e2e.server.url}/#/h5/my-jion`);
    await waitForRoute(page, /^\/h5\/login\?redirect=/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
