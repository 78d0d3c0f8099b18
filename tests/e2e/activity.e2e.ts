import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const READING = '“书香校园”阅读分享活动';
const e2e = useE2E();

/** A 320×240 picture of a reading corner, as a phone or a scanner would give (two of them differ in colour). */
function picture(hue: number) {
  const [w, h] = [320, 240];
  const data = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const shelf = y % 60 < 8;
      data[i] = shelf ? 120 : hue;
      data[i + 1] = shelf ? 80 : 180 - y / 3;
      data[i + 2] = shelf ? 40 : 120 + x / 4;
      data[i + 3] = 255;
    }
  return jpeg.encode({ data, width: w, height: h }, 80).data;
}

async function activityId(name: string) {
  const rows = (await e2e.server.database.query('SELECT id FROM activities WHERE name = $1', [name])) as {
    id: number;
  }[];
  return Number(rows[0]!.id);
}

describe('a teacher takes part in an activity', () => {
  it('finds it in the activity centre, submits a work with two pictures, praises another and withdraws', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/activity`);
    await expect.poll(() => page.getByTestId('activity-card').count()).toBeGreaterThan(2);
    await snap(page, 'activity-centre');
    await page.getByRole('button', { name: READING }).click();
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('作品提交中');
    await page.getByText('已报名').first().waitFor();
    // 每人（班级）限报一件 (issue 34): the class's work is in, so the button changes it and no second one is offered.
    const standing = page.getByTestId('my-work').filter({ hasText: '我们班的读书角' });
    await standing.waitFor();
    await page.getByRole('button', { name: '修改作品' }).waitFor();
    await page.getByTestId('one-work-rule').waitFor();
    expect(await page.getByRole('button', { name: '提交作品' }).count()).toBe(0);
    await snap(page, 'activity-detail');
    // Withdrawn, it leaves the place free for a new work.
    await standing.getByRole('button', { name: '撤回' }).click();
    // The product's own question (not the browser's box, which WeChat titles with the site's address).
    await page
      .getByRole('dialog', { name: '撤回后作品不再参加评选，确定撤回吗？' })
      .getByRole('button', { name: '撤回' })
      .click();
    await page.getByText('作品已撤回').first().waitFor();
    await expect.poll(() => page.getByTestId('my-work').count()).toBe(0);
    const before = 0;

    // 提交作品 with two pictures.
    await page.getByRole('button', { name: '提交作品' }).click();
    const dialog = page.getByRole('dialog', { name: '提交作品' });
    await dialog.getByLabel('作品名称').fill('三年级2班的好书推荐');
    await dialog.getByLabel('作者').fill('李小明、张子涵');
    await dialog.getByLabel('作品介绍').fill('两位同学各推荐一本书，画了读书卡。');
    await dialog.getByLabel('添加作品文件').setInputFiles([
      { name: 'card-1.jpg', mimeType: 'image/jpeg', buffer: picture(200) },
      { name: 'card-2.jpg', mimeType: 'image/jpeg', buffer: picture(90) },
    ]);
    await expect.poll(() => dialog.getByTestId('work-file').count()).toBe(2);
    await snap(page, 'activity-submit-work');
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText('作品提交成功').first().waitFor();
    await expect.poll(() => page.getByTestId('my-work').count()).toBe(before + 1);
    const mine = page.getByTestId('my-work').filter({ hasText: '三年级2班的好书推荐' });
    await expect(mine.textContent()).resolves.toContain('2 个文件');

    // The work's own page shows both pictures; it is open without signing in.
    await mine.getByRole('button', { name: '查看' }).click();
    await expect.poll(() => page.getByTestId('work-image').count()).toBe(2);
    await snap(page, 'activity-work');
    await page.goBack();

    // Praise another school's work in the gallery: its count goes up by one, once.
    const other = page
      .getByTestId('work-card')
      .filter({ hasNotText: '三年级2班的好书推荐' })
      .filter({ hasNotText: '我们班的读书角' })
      .first();
    const praise = other.getByRole('button', { name: /^点赞/ });
    const count = Number(await praise.textContent());
    await praise.click();
    await expect.poll(async () => Number(await praise.textContent())).toBe(count + 1);
    await expect(praise.getAttribute('aria-pressed')).resolves.toBe('true');

    // Withdraw it again before the deadline.
    await mine.getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
    await page.getByText('作品已撤回').first().waitFor();
    await expect.poll(() => page.getByTestId('my-work').count()).toBe(before);

    // 我的活动 lists it with the remaining work.
    await page.goto(`${e2e.server.url}/#/classpro/myActivity`);
    const row = page.getByTestId('registered-activity').filter({ hasText: READING });
    await expect.poll(() => row.getByTestId('registered-summary').textContent()).toContain(`已提交 ${before} 件作品`);
    await snap(page, 'my-activity');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after the deadline a submission is refused with a clear message', async () => {
    const id = await activityId(READING);
    // The deadline moves into the past for this test only; the specs after it find the activity as seeded.
    const [{ submission_end: end }] = (await e2e.server.database.query(
      'SELECT submission_end FROM activities WHERE id = $1',
      [id],
    )) as { submission_end: unknown }[] as [{ submission_end: unknown }];
    await e2e.server.database.query(
      `UPDATE activities SET submission_end = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/activity/detail/${id}`);
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('评审中');
    // Said before any form is filled (issue 34): the button is disabled and the reason stands beside it.
    await expect(page.getByRole('button', { name: '提交作品' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('phase-reason').textContent()).resolves.toBe('作品提交已截止，无法提交或修改');
    // The stepper stands at 专家评审.
    await expect(
      page.getByTestId('activity-steps').locator('.MuiStepLabel-label.Mui-active').textContent(),
    ).resolves.toBe('专家评审');
    await snap(page, 'activity-submit-closed');
    await context.close();
    await e2e.server.database.query('UPDATE activities SET submission_end = $2 WHERE id = $1', [id, end]);
  });

  it('an invited expert opens the token link, scores three works, and the ranking follows the scores', async () => {
    const id = await activityId('第五届青少年人工智能创意大赛');
    const { page, context } = await newPage(e2e.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/activity/expert/review/${id}/demo-expert-review-2026`);
    await expect.poll(() => page.getByTestId('review-item').count()).toBeGreaterThan(3);
    const pending = page.getByTestId('review-item').filter({ hasText: '待评' });
    const before = await pending.count();
    const scored: string[] = [];
    for (let k = 0; k < 3; k++) {
      const item = pending.first();
      scored.push((await item.locator('h6').textContent())!);
      // Higher marks for the first work, lower for the next: each slider moved by keyboard from 0.
      for (const slider of await item.getByRole('slider').all()) {
        await slider.focus();
        for (let i = 0; i < 12 - k * 4; i++) await page.keyboard.press('ArrowRight');
      }
      await item.getByLabel('评语').fill(`第${k + 1}件：构思完整，表达清楚`);
      await item.getByRole('button', { name: '提交评分' }).click();
      await page.getByText('评分已提交').first().waitFor();
      await expect.poll(() => pending.count()).toBe(before - k - 1);
    }
    await snap(page, 'activity-expert-review');

    // The ranking is live: the three works stand in the order of their scores (averaged with other experts').
    const res = await e2e.server.app.inject({
      url: `/api/v2/activity/vt/getActivityWorkList?activityId=${id}&sort=RANK&pageSize=50`,
    });
    const ranked = (res.json() as { data: { list: { title: string; rank: number }[] } }).data.list;
    const review = await e2e.server.app.inject({
      url: `/api/v2/activity/vt/getActivityWorkReviewList?activityId=${id}&pageSize=50`,
      headers: { experttoken: 'demo-expert-review-2026' },
    });
    type Item = { title: string; averageScore: number | null };
    const averages = new Map(
      (review.json() as { data: { list: Item[] } }).data.list.map((w) => [w.title, w.averageScore]),
    );
    const mine = ranked.filter((w) => scored.includes(w.title));
    expect(mine).toHaveLength(3);
    const byRank = mine.map((w) => averages.get(w.title)!);
    expect([...byRank].sort((a, b) => b - a)).toEqual(byRank);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the organiser invites an expert on the activity’s expert page; the link reviews, and revoking it stops it', async () => {
    const id = await activityId('第五届青少年人工智能创意大赛');
    const { page, context } = await newPage(e2e.browser);
    const [admin] = (await e2e.server.database.query(
      "SELECT id FROM staff_accounts WHERE kind = 'admin' LIMIT 1",
      [],
    )) as {
      id: number;
    }[];
    const cms = await e2e.server.app.tokens.issue('datacenter', Number(admin!.id));
    await context.addCookies([{ name: 'Cms-Token', value: cms.access_token, url: e2e.server.url, sameSite: 'Strict' }]);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A teacher on the activity page: its news, its rules document, and the way to the jury (the same browser holds
    // the organiser's data-centre sign-in, which the expert page uses).
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/activity/detail/${id}`);
    const listed = await e2e.server.app.inject({ url: `/api/v2/notice/vt/getNoticeList?activityId=${id}` });
    const title = (listed.json() as { data: { list: { title: string }[] } }).data.list[0]!.title;
    const news = page.getByRole('region', { name: '活动资讯' }).getByTestId('news-item').filter({ hasText: title });
    await news.click();
    await page.getByRole('heading', { name: title }).waitFor();
    await snap(page, 'activity-news');
    await page.getByRole('button', { name: '← 返回活动' }).click();
    await expect.poll(() => page.getByRole('link', { name: /章程\.pdf/ }).count()).toBe(1);
    await page.getByRole('button', { name: '评审专家与进度' }).click();
    await expect.poll(() => page.getByTestId('jury-expert').count()).toBeGreaterThan(0);
    const jury = await page.getByTestId('jury-expert').count();

    await page.getByLabel('专家姓名').fill('赵老师');
    await page.getByRole('button', { name: '生成邀请链接' }).click();
    const link = (await page.getByTestId('invite-link').textContent())!;
    expect(link).toContain(`#/activity/expert/review/${id}/`);
    await expect.poll(() => page.getByTestId('jury-expert').count()).toBe(jury + 1);
    await snap(page, 'activity-expert');

    // The expert opens the link in their own browser: the works to review are there.
    const expert = await newPage(e2e.browser);
    await expert.page.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.url));
    await expect.poll(() => expert.page.getByTestId('review-item').count()).toBeGreaterThan(0);

    // Revoked: the same link says it no longer works.
    const row = page.getByTestId('invite-row').filter({ hasText: '赵老师' });
    await row.getByRole('button', { name: '撤销' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => row.getByText('已撤销').count()).toBe(1);
    await expect.poll(() => page.getByTestId('jury-expert').count()).toBe(jury);
    await expert.page.reload();
    await expert.page.getByText('评审链接无效、已过期或已撤销').waitFor();
    expect(await expert.page.getByTestId('review-item').count()).toBe(0);
    expect(errors).toEqual([]);
    await expert.context.close();
    await context.close();
  });

  it('a link with a wrong token says so and shows no work', async () => {
    const id = await activityId('第五届青少年人工智能创意大赛');
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/activity/expert/review/${id}/not-a-real-token`);
    await page.getByText('评审链接无效、已过期或已撤销').waitFor();
    expect(await page.getByTestId('review-item').count()).toBe(0);
    await context.close();
  });

  it('an expert with an account sees the activities to review at /expert/home and opens one', async () => {
    const { page, context } = await newPage(e2e.browser);
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/v2/expert/vt/login',
      payload: { account: 'expert01', password: 'Classpro@2026' },
    });
    const token = (res.json() as { data: { access_token: string } }).data.access_token;
    await context.addCookies([{ name: 'Expert-Token', value: token, url: e2e.server.url, sameSite: 'Strict' }]);
    await page.goto(`${e2e.server.url}/#/expert/home`);
    const card = page.getByTestId('expert-activity').filter({ hasText: '第五届青少年人工智能创意大赛' });
    await expect(card.textContent()).resolves.toMatch(/已评 \d+\/\d+ 件/);
    await snap(page, 'expert-home');
    await card.click();
    await expect.poll(() => page.getByTestId('review-item').count()).toBeGreaterThan(3);
    await expect(page.getByTestId('review-progress').textContent()).resolves.toContain('张专家');
    await context.close();
  });

  it('a parent on a phone registers the child through H5, submits a work from the camera and praises another', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, '13800000002', 'PARENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/h5/activity`);
    await page.getByTestId('h5-activity').filter({ hasText: '书香校园' }).click();
    await snap(page, 'h5-activity');
    await page.getByRole('button', { name: '报名参加' }).click();
    await page.getByRole('button', { name: '确认报名' }).click();
    await page.getByText('报名成功').first().waitFor();
    // Registered: the phone goes straight on to 提交作品.
    await page.getByRole('heading', { name: '提交作品' }).waitFor();
    await page.getByLabel('作品名称').fill('小明的读书卡');
    await page.getByLabel('作者').fill('李小明');
    await page
      .getByLabel('添加作品文件')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: picture(160) });
    await expect.poll(() => page.getByTestId('work-file').count()).toBe(1);
    await snap(page, 'h5-activity-submit-work');
    await page.getByRole('button', { name: '提交作品' }).click();
    await expect.poll(() => page.getByTestId('submitted-title').textContent()).toBe('《小明的读书卡》');
    await snap(page, 'h5-activity-submit');
    await page.getByRole('button', { name: '查看我的作品' }).click();
    await expect.poll(() => page.getByTestId('h5-my-work').filter({ hasText: '小明的读书卡' }).count()).toBe(1);
    await snap(page, 'h5-activity-check-work');
    // Praise another family's work on the praise board.
    await page.goBack();
    await page.getByRole('button', { name: '返回活动' }).click();
    await page.getByRole('button', { name: '点赞榜' }).click();
    await expect.poll(() => page.getByTestId('work-card').count()).toBeGreaterThan(2);
    const other = page.getByTestId('work-card').filter({ hasNotText: '小明的读书卡' }).first();
    const praise = other.getByRole('button', { name: /^点赞/ });
    const count = Number(await praise.textContent());
    await praise.click();
    await expect.poll(async () => Number(await praise.textContent())).toBe(count + 1);
    await snap(page, 'h5-activity-praise');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student without an account signs up on a phone, submits a photo, a video and a PDF, checks the rank and withdraws', async () => {
    const id = await activityId(READING);
    const { page, context } = await newPage(e2e.browser, PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/h5/activity?activityId=${id}`);
    // 活动附件: the rules as a PDF, read on the phone.
    await page.getByRole('button', { name: '活动附件' }).click();
    await page.getByTestId('h5-attachment').filter({ hasText: '章程.pdf' }).getByRole('button').click();
    await expect.poll(() => page.locator('[data-testid="pdf-preview"] canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await snap(page, 'h5-activity-attachment');
    await page.getByRole('button', { name: '返回' }).click();

    await page.getByRole('button', { name: '报名参加' }).click();
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('有内容未填写').first().waitFor();
    await page.getByLabel('参赛者姓名').fill('王小雨');
    await page.getByLabel('手机号').fill('1391234');
    await page.getByLabel('学校').fill('成都市泡桐树小学');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('手机号错误').first().waitFor();
    await page.getByLabel('手机号').fill('13912345678');
    await snap(page, 'h5-activity-apply');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByRole('heading', { name: '提交作品' }).waitFor();
    await expect(page.getByLabel('作者').inputValue()).resolves.toBe('王小雨');

    // A photo, a real demo video and the activity's rules PDF as the document.
    const clip = readdirSync(join(e2e.server.app.config.dataDir, 'digital'), {
      recursive: true,
      encoding: 'utf8',
    }).find((f) => f.endsWith('video-4.mp4'));
    const video = readFileSync(join(e2e.server.app.config.dataDir, 'digital', clip!));
    const pdf = (await e2e.server.app.inject({ url: `/files/activity/rules-${id}.pdf` })).rawPayload;
    await page.getByLabel('作品名称').fill('我和我的书');
    await page.getByLabel('添加作品文件').setInputFiles([
      { name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: picture(60) },
      { name: '朗读.mp4', mimeType: 'video/mp4', buffer: video },
      { name: '读书笔记.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await expect.poll(() => page.getByTestId('work-file').count()).toBe(3);
    await page.getByRole('button', { name: '提交作品' }).click();
    await expect.poll(() => page.getByTestId('submitted-title').textContent()).toBe('《我和我的书》');

    // The work page shows the picture, plays the video and renders the document.
    await page.getByRole('button', { name: '查看我的作品' }).click();
    const mine = page.getByTestId('h5-my-work').filter({ hasText: '我和我的书' });
    await mine.getByRole('button', { name: '查看' }).click();
    await page.getByTestId('work-image').waitFor();
    const duration = await page.locator('[data-testid="work-video"] video').evaluate((el) => {
      // The metadata of the real clip loads through the range-serving upload route.
      const v = el as unknown as { readyState: number; duration: number; onloadedmetadata: null | (() => void) };
      return v.readyState >= 1 ? v.duration : new Promise<number>((r) => (v.onloadedmetadata = () => r(v.duration)));
    });
    expect(duration).toBeGreaterThan(4);
    await expect.poll(() => page.locator('[data-testid="work-document"] canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await snap(page, 'h5-activity-work');
    await page.goBack();

    // 成绩查询: where the work stands among all works.
    await page.goto(`${e2e.server.url}/#/h5/check?activityId=${id}`);
    await expect.poll(() => page.getByTestId('h5-rank').filter({ hasText: '我和我的书' }).count()).toBe(1);
    await snap(page, 'h5-activity-check');

    // 撤回 while submissions are open: the work leaves the list.
    await page.goto(`${e2e.server.url}/#/h5/check-work?activityId=${id}`);
    await mine.getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
    await page.getByText('作品已撤回').first().waitFor();
    await expect.poll(() => mine.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
