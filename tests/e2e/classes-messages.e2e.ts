import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { DEMO_REDEEM_CODES, DEMO_SCHOOL_CODES } from '../../src-server/db/seeds/demo-classes';
import { FAMOUS_TEACHERS } from '../../src-server/db/seeds/famous-teachers';
import { dialog, openRoute, registerTeacher, seeText } from './classes-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

// Toasts are found by text: while a dialog is open, MUI hides the rest of the page (the toaster too) from roles.
const toastCount = (page: Page, text: string) => page.getByText(text, { exact: true }).count();

describe('classes: messages of a teacher without a school', () => {
  it('guides to binding first, and says 激活失败 for a code that finds no school', async () => {
    await registerTeacher(e2e.server, '13700000201', 'Teach2026ok', '钱老师');
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, '13700000201', 'ASSISTANT', 'Teach2026ok');
    await openRoute(page, e2e.server, '/classpro/myClass', '班级管理');

    // The guide: step 1 is open, steps 2 and 3 need a school, and no video is configured.
    await page.getByRole('button', { name: '上课指导' }).click();
    const guide = dialog(page, '上课指导');
    await guide.getByText('暂无上课指导视频').waitFor();
    await expect(guide.getByRole('button', { name: '去激活' }).isEnabled()).resolves.toBe(true);
    await snap(page, 'dialog-guide');
    await guide.getByRole('button', { name: '去创建' }).click();
    await seeText(page, '请先绑定学校');
    await page.keyboard.press('Escape');

    // Add class without a school: a prompt to bind.
    await page.getByRole('button', { name: '添加班级' }).first().click();
    const add = dialog(page, '添加班级');
    await add.getByText('请先绑定学校').waitFor();
    await expect(add.getByRole('button', { name: '确定' }).isDisabled()).resolves.toBe(true);
    await add.getByRole('button', { name: '去绑定' }).click();

    // Binding: an empty code does nothing; unknown and switched-off codes say 激活失败.
    const bind = dialog(page, '绑定学校');
    await bind.getByRole('button', { name: '激活' }).click();
    await page.waitForTimeout(300);
    await expect(toastCount(page, '激活失败')).resolves.toBe(0);
    await bind.getByLabel('学校激活码').fill('NOSUCH2026');
    await bind.getByRole('button', { name: '激活' }).click();
    await seeText(page, '激活失败');
    await snap(page, 'dialog-bind-school-failed');
    // A corrected code goes through at once (a refused lookup does not hold the 3 s window).
    await bind.getByLabel('学校激活码').fill(DEMO_SCHOOL_CODES.disabled);
    await bind.getByRole('button', { name: '激活' }).click();
    await seeText(page, '激活失败');
    await bind.getByLabel('学校激活码').fill(DEMO_SCHOOL_CODES.second);
    await bind.getByRole('button', { name: '激活' }).click();
    await dialog(page, '确认加入学校').getByText('加入实验第二小学？').waitFor();
    // Cancel leaves the teacher without a school.
    await dialog(page, '确认加入学校').getByRole('button', { name: '取消' }).click();
    await seeText(page, '您还未绑定学校');
    await context.close();
  });
});

describe('classes: messages of the demo teacher', () => {
  it('validates classes and courses, and shows 已添加 and the 910 dialog', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await openRoute(page, e2e.server, '/classpro/myClass', '班级管理');

    // 请填写内容 for an administrative class without grade and class, and an interest class without a name.
    await page.getByRole('button', { name: '添加班级' }).first().click();
    const add = dialog(page, '添加班级');
    await add.getByRole('button', { name: '确定' }).click();
    await seeText(page, '请填写内容');
    await add.getByRole('button', { name: '添加兴趣班' }).click();
    await add.getByLabel('兴趣班名称').fill('   ');
    await add.getByRole('button', { name: '确定' }).click();
    await expect(toastCount(page, '请填写内容')).resolves.toBeGreaterThanOrEqual(1);
    await add.getByRole('button', { name: '取消' }).click();

    // Add course to 三年级2班: required fields, 已添加, and a used-up quota.
    const card = page.getByRole('region', { name: '三年级2班' });
    await card.getByRole('button', { name: '添加课程' }).click();
    const addCourse = dialog(page, '添加课程');
    const added = addCourse.getByRole('radio', { name: 'AI 编程启蒙：和机器人一起学逻辑' });
    await added.getByText('已添加').waitFor();
    await expect(added.isDisabled()).resolves.toBe(true);
    await addCourse.getByRole('button', { name: '确定添加' }).click();
    await seeText(page, '有内容未填写');
    await addCourse.getByRole('radio', { name: '人工智能初探：图像识别' }).click();
    await addCourse.getByLabel('计划授课').check();
    // The first toast goes away, so the next one is new.
    await page.getByText('有内容未填写', { exact: true }).waitFor({ state: 'hidden' });
    await addCourse.getByRole('button', { name: '确定添加' }).click();
    await seeText(page, '有内容未填写');
    await snap(page, 'dialog-add-course-incomplete');
    await addCourse.getByRole('button', { name: '周五' }).click();
    await addCourse.getByRole('button', { name: '确定添加' }).click();
    const quota = dialog(page, '该课程添加次数已用完');
    await quota.getByText('扫码联系客服提升课程添加次数').waitFor();
    await quota.getByRole('img', { name: '客服二维码' }).waitFor();
    await snap(page, 'dialog-quota');
    await quota.getByRole('button', { name: '我知道了' }).click();
    await addCourse.getByRole('button', { name: '取消' }).click();

    // Change a plan, remove a course, edit the introduction.
    const coding = card.getByLabel('AI 编程启蒙：和机器人一起学逻辑');
    await coding.getByRole('button', { name: '修改计划' }).click();
    const plan = dialog(page, '修改上课计划');
    await plan.getByRole('button', { name: '周五' }).click();
    await plan.getByRole('button', { name: '保存' }).click();
    await seeText(page, '修改成功');
    await coding.getByText('每周一、周三、周五').waitFor();
    await card.getByLabel('趣味数学思维：图形与空间').getByRole('button', { name: '移除' }).click();
    await snap(page, 'dialog-remove-course');
    await dialog(page, /移除课程/)
      .getByRole('button', { name: '移除' })
      .click();
    await seeText(page, '移除成功');
    await card.getByText('课程 1门').waitFor();
    await card.getByRole('button', { name: '编辑简介' }).click();
    await card.getByLabel('班级简介').fill('周一、三上 AI 编程课，欢迎家长旁听。');
    await card.getByRole('button', { name: '保存简介' }).click();
    await card.getByText('周一、三上 AI 编程课，欢迎家长旁听。').waitFor();

    // Delete a class after confirming.
    await page.getByRole('button', { name: '删除班级 AI 创客兴趣班' }).click();
    const confirm = dialog(page, /删除班级「AI 创客兴趣班」/);
    await snap(page, 'dialog-delete-class');
    await confirm.getByRole('button', { name: '删除' }).click();
    await seeText(page, '删除成功');
    await page.getByRole('region', { name: 'AI 创客兴趣班' }).waitFor({ state: 'detached' });

    // With a school, the guide's first step reads 已激活.
    await page.getByRole('button', { name: '上课指导' }).click();
    const guide = dialog(page, '上课指导');
    await expect(guide.getByRole('button', { name: '已激活' }).isDisabled()).resolves.toBe(true);
    // A teacher with classes is past 创建班级 (issue 34.14); 关闭 closes the guide.
    await guide.locator('[aria-current="step"]').getByText('添加班级课程').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'dialog-guide-with-classes-laptop');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await snap(page, 'dialog-guide-with-classes-projector');
    await guide.getByRole('button', { name: '关闭' }).click();
    await guide.waitFor({ state: 'detached' });
    await context.close();
  });

  it('refuses an AI_COURSE textbook code, clears a refused course code, and shows teacher info', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await openRoute(page, e2e.server, '/classpro/myDigitalbooks', '我的教材');
    await page.getByRole('listitem').first().waitFor();
    await snap(page, 'my-books-demo');

    await page.getByRole('button', { name: '兑换教材' }).click();
    const redeem = dialog(page, '兑换教材');
    await expect(redeem.getByRole('button', { name: '查询' }).isDisabled()).resolves.toBe(true);
    await redeem.getByLabel('兑换码').fill(DEMO_REDEEM_CODES.aiTextbook);
    await redeem.getByRole('button', { name: '查询' }).click();
    await seeText(page, '不支持兑换的课程类型，请到“缤果伴学”公众号兑换');
    await expect(redeem.getByRole('button', { name: '确认兑换' }).count()).resolves.toBe(0);
    await snap(page, 'dialog-redeem-ai-warning');
    await redeem.getByRole('button', { name: '取消' }).click();

    await openRoute(page, e2e.server, '/classpro/myCourse', '我的课程');
    await page.getByRole('button', { name: '兑换课程' }).click();
    const course = dialog(page, '兑换课程');
    await course.getByLabel('课程兑换码').fill('NOT-A-CODE');
    await course.getByRole('button', { name: '立即兑换' }).click();
    await seeText(page, '兑换码无效');
    await expect(course.getByLabel('课程兑换码').inputValue()).resolves.toBe('');
    await course.getByRole('button', { name: '取消' }).click();
    await snap(page, 'my-course-demo');

    // Teacher info: age range, tags, stars, introduction, favourite toggle.
    await page.getByRole('button', { name: '老师 张晓雨' }).click();
    const info = dialog(page, '老师信息');
    await info.getByText('全年龄段').waitFor();
    await info.getByText('少儿编程', { exact: true }).waitFor();
    await info.getByText(FAMOUS_TEACHERS.zhang.biography).waitFor();
    // The demo teacher has 张晓雨 among the favourites: un-collect, then collect again (past the 500 ms window).
    await info.getByRole('button', { name: '已收藏' }).click();
    await seeText(page, '已取消收藏');
    await info.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await page.waitForTimeout(600);
    await info.getByRole('button', { name: '收藏', exact: true }).click();
    await info.getByRole('button', { name: '已收藏' }).waitFor();
    await snap(page, 'dialog-teacher-info');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '老师 周雅琴' }).click();
    // One profile per famous teacher (issue 34): the biography her 精品课 shows too.
    await info.getByText(FAMOUS_TEACHERS.zhou.biography).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '老师 陈思远' }).click();
    await info.getByText('低年龄段').waitFor();
    await context.close();
  });
});
