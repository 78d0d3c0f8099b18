import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { dialog, openRoute } from './classes-helpers';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

describe('the class QR code target', () => {
  it('lets a parent sign in and join a child, who then shows on the teacher page', async () => {
    // The teacher's QR code for the interest class.
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, DEMO_USERS.teacher.mobile);
    await openRoute(teacher.page, e2e.server, '/classpro/myClass', '班级管理');
    const card = teacher.page.getByRole('region', { name: 'AI 创客兴趣班' });
    await card.getByRole('button', { name: '邀请家长' }).click();
    const qr = dialog(teacher.page, 'AI 创客兴趣班');
    const url = (await qr.getByRole('img', { name: /班级二维码/ }).getAttribute('data-qr-value'))!;
    await qr.getByRole('button', { name: '关闭' }).click();
    // The QR code carries the class's signed invitation (issue 18).
    const invite = new URLSearchParams(url.split('?')[1]).get('invite')!;
    expect(invite).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // A parent's phone, not signed in: the class and school, and a way to sign in that comes back.
    const parent = await newPage(e2e.browser, PHONE);
    await parent.page.goto(url);
    await parent.page.getByLabel('班级名称').getByText('AI 创客兴趣班').waitFor();
    await parent.page.getByLabel('学校名称').getByText('示范学校').waitFor();
    await snap(parent.page, 'parent-class-info-signed-out');
    await parent.page.getByRole('button', { name: '登录后加入班级' }).click();
    await parent.page.waitForURL(/#\/parent\/login\?redirect=/);
    const redirect = new URLSearchParams(parent.page.url().split('?')[1]).get('redirect')!;
    expect(redirect).toMatch(/^\/parent\/hassClassInfo\?isScan=1&classId=\d+/);

    // Signed in (the parent login screen is another area's), back at the target: pick the child and join.
    expect(new URLSearchParams(redirect.split('?')[1]).get('invite')).toBe(invite);
    await signInAs(parent.context, e2e.server, DEMO_USERS.parent.mobile, 'PARENT');

    // A tampered invitation (another class id, the same invite) is refused with a clear message and no join.
    const tampered = redirect.replace(/classId=\d+/, 'classId=1').replace(`invite=${invite}`, 'invite=forged');
    await parent.page.goto(`${e2e.server.url}/#${tampered}`);
    await parent.page.getByText('班级邀请无效，请向老师重新获取班级二维码').waitFor();
    await expect(parent.page.getByRole('button', { name: '加入班级' }).count()).resolves.toBe(0);
    await snap(parent.page, 'parent-class-info-invite-refused');

    await parent.page.goto(`${e2e.server.url}/#${redirect}`);
    await parent.page.getByText('班主任 王老师').waitFor();
    await parent.page.getByRole('radio', { name: '李小明' }).check();
    await snap(parent.page, 'parent-class-info-phone');
    await parent.page.getByRole('button', { name: '加入班级' }).click();
    await parent.page.getByRole('heading', { name: '加入班级成功' }).waitFor();
    await parent.page.getByText('李小明 已加入 AI 创客兴趣班').waitFor();
    await snap(parent.page, 'parent-class-info-joined');

    // The teacher sees the child among the class's students.
    await teacher.page.reload();
    await teacher.page.getByRole('region', { name: 'AI 创客兴趣班' }).getByText('李小明').waitFor();
    await expect(
      teacher.page.getByRole('region', { name: 'AI 创客兴趣班' }).getByText('学生 1人').count(),
    ).resolves.toBe(1);
    await teacher.context.close();
    await parent.context.close();
  });
});
