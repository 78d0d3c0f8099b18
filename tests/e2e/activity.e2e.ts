import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';

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
    const before = await page.getByTestId('my-work').count();
    await snap(page, 'activity-detail');

    // 提交作品 with two pictures.
    await page.getByRole('button', { name: '提交作品' }).click();
    const dialog = page.getByRole('dialog', { name: '提交作品' });
    await dialog.getByLabel('作品名称').fill('三年级2班的好书推荐');
    await dialog.getByLabel('作者').fill('李小明、张子涵');
    await dialog.getByLabel('作品介绍').fill('两位同学各推荐一本书，画了读书卡。');
    await dialog.getByLabel('添加作品图片').setInputFiles([
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
    page.once('dialog', (d) => void d.accept());
    await mine.getByRole('button', { name: '撤回' }).click();
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
    await e2e.server.database.query(
      `UPDATE activities SET submission_end = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/activity/detail/${id}`);
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('评审中');
    await page.getByRole('button', { name: '提交作品' }).click();
    const dialog = page.getByRole('dialog', { name: '提交作品' });
    await dialog.getByLabel('作品名称').fill('迟到的作品');
    await dialog.getByLabel('作者').fill('李小明');
    await dialog
      .getByLabel('添加作品图片')
      .setInputFiles({ name: 'late.jpg', mimeType: 'image/jpeg', buffer: picture(40) });
    await expect.poll(() => dialog.getByTestId('work-file').count()).toBe(1);
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText('作品提交已截止，无法提交或修改').first().waitFor();
    await snap(page, 'activity-submit-closed');
    await context.close();
  });
});
