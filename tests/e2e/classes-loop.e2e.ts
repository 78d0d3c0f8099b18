import { describe, expect, it } from 'vitest';
import { DEMO_REDEEM_CODES, DEMO_SCHOOL_CODES } from '../../src-server/db/seeds/demo-classes';
import { dialog, openRoute, registerTeacher, seeText } from './classes-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

const MOBILE = '13700000101';
const PASSWORD = 'Teach2026ok';

describe("the teacher's core loop", () => {
  it('registers, binds the school, adds classes, shares the QR code, plans a course and redeems codes', async () => {
    await registerTeacher(e2e.server, MOBILE, PASSWORD, '赵老师');
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, MOBILE, 'ASSISTANT', PASSWORD);

    // A new teacher has no school: the class page asks for one.
    await openRoute(page, e2e.server, '/classpro/myClass', '班级管理');
    await seeText(page, '您还未绑定学校');
    await snap(page, 'classes-new-teacher');

    // Bind 示范学校 with its activation code.
    await page.getByRole('button', { name: '绑定学校' }).first().click();
    const bind = dialog(page, '绑定学校');
    await bind.getByText('没有激活码？请联系学校管理员获取').waitFor();
    await bind.getByLabel('学校激活码').fill(DEMO_SCHOOL_CODES.demo);
    await snap(page, 'dialog-bind-school');
    await bind.getByRole('button', { name: '激活' }).click();
    const confirmJoin = dialog(page, '确认加入学校');
    await confirmJoin.getByText('加入示范学校？').waitFor();
    await snap(page, 'dialog-bind-school-confirm');
    await confirmJoin.getByRole('button', { name: '确定' }).click();
    await seeText(page, '激活成功');
    await seeText(page, /示范学校 · 共 0 个班级/);

    // An administrative class: 一年级 3班.
    await page.getByRole('button', { name: '添加班级' }).first().click();
    const add = dialog(page, '添加班级');
    await add.getByRole('button', { name: '加入行政班' }).waitFor();
    await add.getByRole('combobox', { name: '年级' }).click();
    await page.getByRole('option', { name: '一年级' }).click();
    await add.getByRole('combobox', { name: '班级' }).click();
    await page.getByRole('option', { name: '3班', exact: true }).click();
    await snap(page, 'dialog-add-class-admin');
    await add.getByRole('button', { name: '确定' }).click();
    await dialog(page, '班级创建成功').getByRole('button', { name: '查看班级二维码' }).click();

    // The QR dialog: name, hint, a 200×200 code for the parent page, and a PNG download.
    const qr = dialog(page, '一年级3班');
    await qr.getByText('保存或截图二维码分享给家长').waitFor();
    const img = qr.getByRole('img', { name: '一年级3班班级二维码' });
    await img.waitFor();
    const box = await img.boundingBox();
    expect([box?.width, box?.height]).toEqual([200, 200]);
    const target = new URL((await img.getAttribute('data-qr-value'))!);
    expect(target.origin).toBe(e2e.server.url);
    expect(target.hash).toMatch(/^#\/parent\/hassClassInfo\?isScan=1&classId=\d+&className=/);
    expect(decodeURIComponent(target.hash)).toContain('schoolName=示范学校');
    await snap(page, 'dialog-class-qr');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      qr.getByRole('button', { name: '保存二维码' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('一年级3班-班级二维码.png');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const png = readFileSync(path);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await qr.getByRole('button', { name: '关闭' }).click();

    // An interest class.
    await page.getByRole('button', { name: '添加班级' }).first().click();
    await add.getByRole('button', { name: '添加兴趣班' }).click();
    await add.getByLabel('兴趣班名称').fill('机器人兴趣班');
    await snap(page, 'dialog-add-class-interest');
    await add.getByRole('button', { name: '确定' }).click();
    await dialog(page, '班级创建成功').getByRole('button', { name: '关闭' }).click();
    await page.getByRole('region', { name: '机器人兴趣班' }).waitFor();

    // A course for 一年级3班 taught on Monday and Wednesday.
    const card = page.getByRole('region', { name: '一年级3班' });
    await card.getByRole('button', { name: '添加课程' }).click();
    const addCourse = dialog(page, '添加课程');
    const option = addCourse.getByRole('radio').first();
    const courseTitle = (await option.getAttribute('aria-label'))!;
    await option.click();
    await addCourse.getByLabel('计划授课').check();
    await addCourse.getByRole('button', { name: '周一' }).click();
    await addCourse.getByRole('button', { name: '周三' }).click();
    await snap(page, 'dialog-add-course');
    await addCourse.getByRole('button', { name: '确定添加' }).click();
    await seeText(page, '添加成功');
    await card.getByText('每周一、周三').waitFor();
    await snap(page, 'my-class');

    // My courses shows it under the class with its plan.
    await openRoute(page, e2e.server, '/classpro/myCourse', '我的课程');
    const section = page.getByRole('region', { name: '一年级3班' });
    await section.getByRole('button', { name: courseTitle }).waitFor();
    await section.getByText('每周一、周三').waitFor();
    await page
      .getByRole('button', { name: /^老师 / })
      .first()
      .waitFor();
    await snap(page, 'my-course');

    // My textbooks holds the book 示范学校 is entitled to; redeem one: 兑换成功, then the page reloads with it.
    await openRoute(page, e2e.server, '/classpro/myDigitalbooks', '我的教材');
    await page.getByRole('listitem').first().getByText('学校开通').waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(1);
    await snap(page, 'my-books-school');
    await page.getByRole('button', { name: '兑换教材' }).click();
    const redeem = dialog(page, '兑换教材');
    await redeem.getByLabel('兑换码').fill(DEMO_REDEEM_CODES.books[0]);
    await redeem.getByRole('button', { name: '查询' }).click();
    await redeem.getByLabel('兑换内容').getByText('数字教材').waitFor();
    await snap(page, 'dialog-redeem-book');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await redeem.getByRole('button', { name: '确认兑换' }).click();
    await seeText(page, '兑换成功');
    await reloaded;
    await page.getByRole('listitem').nth(1).waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(2);
    await snap(page, 'my-books');

    // Redeem a course code from my courses: the school gains the course.
    await openRoute(page, e2e.server, '/classpro/myCourse', '我的课程');
    await page.getByRole('button', { name: '兑换课程' }).click();
    const redeemCourse = dialog(page, '兑换课程');
    const redeemButton = redeemCourse.getByRole('button', { name: '立即兑换' });
    await expect(redeemButton.isDisabled()).resolves.toBe(true);
    await redeemCourse.getByLabel('课程兑换码').fill(DEMO_REDEEM_CODES.courses[0]);
    await snap(page, 'dialog-redeem-course');
    await redeemButton.click();
    await seeText(page, '兑换成功');
    await redeemCourse.getByText(/已开通/).waitFor();
    await context.close();
  });
});
