import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digitalBooks } from '../../src-server/db/schema';
import { newPage, signInAs, signInStaffAs, snap, useE2E } from './harness';
import { addChapterAt, openAvEditor, seekEditor, videoMetadata, videoProp, videoTime } from './video-helpers';

const e2e = useE2E();
const TEACHER = '13800000001';

describe('author trimming', () => {
  it('an author trims a video; the teacher’s player starts at the in-point and stops at the out-point', async () => {
    const [book] = await e2e.server.app.db.select().from(digitalBooks).where(eq(digitalBooks.title, '信息科技 五年级'));
    const bookId = book!.id;
    const author = await newPage(e2e.browser);
    await signInStaffAs(author.context, e2e.server, 'author', 'author01');
    const a = author.page;
    await openAvEditor(a, e2e.server.url, bookId);

    // Two chapters first (0 s and 2 s), saved.
    await addChapterAt(a, 0, 0, '开场');
    await addChapterAt(a, 2, 1, '正文');
    await a.getByRole('button', { name: '保存章节' }).click();
    await a.getByText('保存成功').first().waitFor({ timeout: 10_000 });

    // The cut: 入点 from the playhead, 出点 typed; a wrong 出点 says why and cannot be saved.
    const panel = a.getByRole('region', { name: '剪辑' });
    const duration = (await videoProp(a, 'v.duration')) as number;
    expect(duration).toBeGreaterThan(5);
    await expect(panel.getByTestId('trim-kept').innerText()).resolves.toContain('完整播放');
    await seekEditor(a, 1);
    await panel.getByRole('button', { name: '设为当前时间' }).first().click();
    // The 出点 handle drags along the time line (here to about 60 %, 4.8 s of 8 s).
    const outHandle = a.getByRole('slider', { name: '出点' });
    const line = (await a.getByTestId('marks-timeline').boundingBox())!;
    const box = (await outHandle.boundingBox())!;
    await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.mouse.down();
    await a.mouse.move(line.x + line.width * 0.6, box.y + box.height / 2, { steps: 5 });
    await a.mouse.up();
    const dragged = Number(await outHandle.getAttribute('aria-valuenow'));
    expect(dragged).toBeGreaterThan(duration * 0.55);
    expect(dragged).toBeLessThan(duration * 0.65);
    await expect(panel.getByRole('textbox', { name: '出点' }).inputValue()).resolves.toMatch(/^0:0[45]\.\d$/);
    const out = panel.getByRole('textbox', { name: '出点' });
    await out.fill('0.5');
    await out.press('Enter');
    await panel.getByRole('alert').getByText('出点必须晚于入点').waitFor();
    await expect(panel.getByRole('button', { name: '保存剪辑' }).isDisabled()).resolves.toBe(true);
    await out.fill('0:04');
    await out.press('Enter');
    await expect.poll(() => panel.getByTestId('trim-kept').innerText()).toContain('保留 0:03.0');
    await expect(a.getByRole('slider', { name: '入点' }).getAttribute('aria-valuetext')).resolves.toBe('0:01.0');
    await expect(a.getByRole('slider', { name: '出点' }).getAttribute('aria-valuetext')).resolves.toBe('0:04.0');
    await a.evaluate('window.scrollTo(0, 0)');
    await snap(a, 'editing-trim-editor-1440');
    await panel.getByRole('button', { name: '保存剪辑' }).click();
    await a.getByText('剪辑已保存').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => panel.getByRole('button', { name: '保存剪辑' }).isDisabled()).toBe(true);
    await author.context.close();

    // The teacher: the video starts at 1 s, time counts over the kept 3 s, the chapters begin at the in-point.
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    const t = teacher.page;
    await t.goto(`${e2e.server.url}/#/digitalbooks/audioVisualRead?bookId=${bookId}`);
    const marks = t.getByRole('list', { name: '本节章节' });
    await marks.getByText('正文').waitFor({ timeout: 10_000 });
    const rows = (await marks.getByRole('button').allInnerTexts()).map((r) => r.replace(/\s+/g, ' '));
    expect(rows).toEqual(['开场 0:00', '正文 0:01']);
    await videoMetadata(t);
    await expect.poll(() => videoTime(t), { timeout: 10_000 }).toBeCloseTo(1, 1);
    await expect.poll(() => t.getByTestId('av-status').innerText()).toMatch(/已暂停 · 0\/3 秒/);

    // A seek before the in-point is pulled back.
    await t.evaluate(`document.querySelector('video').currentTime = 0.2`);
    await expect.poll(() => videoTime(t), { timeout: 10_000 }).toBeCloseTo(1, 1);

    await expect(marks.locator('[aria-current="true"]').innerText()).resolves.toContain('开场');
    await snap(t, 'editing-trim-teacher-player-1440');

    // Played, it stops by itself at the out-point: the section counts as learnt and the next one starts (34.9).
    // The trimmed video's furthest time is recorded in the page, since the player moves on at once.
    await t.evaluate(`(() => {
      const v = document.querySelector('video');
      const src = v.currentSrc;
      window.__furthest = 0;
      v.addEventListener('timeupdate', () => {
        if (v.currentSrc === src) window.__furthest = Math.max(window.__furthest, v.currentTime);
      });
    })()`);
    const sections = t.getByRole('navigation', { name: '章节' });
    const trimmedSection = sections.locator('[aria-current="true"]');
    const trimmedTitle = await trimmedSection.innerText();
    await t.locator('media-play-button').click();
    await expect.poll(() => t.getByTestId('av-status').innerText(), { timeout: 10_000 }).toContain('播放中');
    const first = sections.getByRole('button').filter({ hasText: trimmedTitle.split('\n')[0]! });
    await first.getByRole('img', { name: '已完成' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => sections.locator('[aria-current="true"]').innerText()).not.toBe(trimmedTitle);
    const end = (await t.evaluate('window.__furthest')) as number;
    expect(end).toBeGreaterThan(3.7);
    expect(end).toBeLessThan(4.3);
    await teacher.context.close();
  });
});
