import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { digitalBooks } from '../../src-server/db/schema';
import { NARRATION } from '../../src-server/modules/digital/content/media';
import { newPage, signInAs, signInStaffAs, snap, useE2E } from './harness';
import { openAvEditor, videoMetadata } from './video-helpers';

const e2e = useE2E();
const TEACHER = '13800000001';

/** The captions track's cues that show at `t` seconds of the page's video (paused there). */
async function captionAt(page: Page, t: number) {
  await videoMetadata(page);
  await page.evaluate(`(() => { const v = document.querySelector('video'); v.pause(); v.currentTime = ${t}; })()`);
  return page.evaluate(`(() => {
    const track = [...document.querySelector('video').textTracks].find((x) => x.kind === 'captions');
    if (!track) return null;
    return { mode: track.mode, active: [...(track.activeCues ?? [])].map((c) => c.text).join('|') };
  })()`) as Promise<{ mode: string; active: string } | null>;
}

describe('captions (issue 33)', () => {
  it('a teacher sees the narration’s captions; an author uploads new captions and the teacher sees those', async () => {
    const { db } = e2e.server.app;
    const [book] = await db.select().from(digitalBooks).where(eq(digitalBooks.title, '信息科技 五年级'));
    const bookId = book!.id;

    // The demo video speaks, and its captions show by default.
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    const t = teacher.page;
    await t.goto(`${e2e.server.url}/#/digitalbooks/audioVisualRead?bookId=${bookId}`);
    await t.locator('video').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => captionAt(t, 1), { timeout: 10_000 })
      .toEqual({ mode: 'showing', active: NARRATION['video-1.mp4'][0]!.text });
    await expect.poll(() => captionAt(t, 4).then((c) => c?.active)).toBe(NARRATION['video-1.mp4'][1]!.text);
    // 字幕 turns them off and on again.
    const toggle = t.getByRole('switch', { name: '字幕' });
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await toggle.click();
    await expect.poll(() => captionAt(t, 4).then((c) => c?.mode)).not.toBe('showing');
    await toggle.click();
    await expect.poll(() => captionAt(t, 4).then((c) => c?.mode)).toBe('showing');
    await snap(t, 'captions-teacher-player-1440');

    // The author replaces them with an SRT file.
    const author = await newPage(e2e.browser);
    await signInStaffAs(author.context, e2e.server, 'author', 'author01');
    const a = author.page;
    await openAvEditor(a, e2e.server.url, bookId);
    await a
      .getByTestId('captions-state')
      .filter({ hasText: `已有字幕 ${NARRATION['video-1.mp4'].length} 条` })
      .waitFor();
    const srt =
      '1\n00:00:00,000 --> 00:00:03,000\n大家好，请打开课本。\n\n2\n00:00:03,000 --> 00:00:06,000\n我们先认识键盘。\n';
    await a
      .getByLabel('字幕文件')
      .setInputFiles({ name: '第一节.srt', mimeType: 'text/plain', buffer: Buffer.from(srt) });
    await a.getByText('字幕已保存').first().waitFor({ timeout: 10_000 });
    await a.getByTestId('captions-state').filter({ hasText: '已有字幕 2 条' }).waitFor({ timeout: 10_000 });
    // A file that holds no captions is refused with the reason, and the captions stay.
    await a
      .getByLabel('字幕文件')
      .setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('没有时间轴') });
    await a.getByText('未能从文件中读出字幕').first().waitFor({ timeout: 10_000 });
    await expect(a.getByTestId('captions-state').innerText()).resolves.toBe('已有字幕 2 条');
    await a.evaluate('window.scrollTo(0, 0)');
    await snap(a, 'captions-author-editor-1440');
    await author.context.close();

    await t.reload();
    await t.locator('video').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => captionAt(t, 4), { timeout: 10_000 })
      .toEqual({ mode: 'showing', active: '我们先认识键盘。' });
    await teacher.context.close();
  });

  it('a section played to its end counts as learnt and the next one plays; audio mode is the same lesson', async () => {
    const { db } = e2e.server.app;
    const [book] = await db.select().from(digitalBooks).where(eq(digitalBooks.title, '义务教育教科书·数学 三年级下册'));
    const { context, page } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const blobErrors: string[] = [];
    page.on('console', (m) => m.text().includes('ERR_FILE_NOT_FOUND') && blobErrors.push(m.text()));
    page.on('requestfailed', (r) => r.url().startsWith('blob:') && blobErrors.push(r.url()));
    await page.goto(`${e2e.server.url}/#/digitalbooks/audioVisualRead?bookId=${book!.id}`);
    const progress = page.getByTestId('av-progress');
    await progress.filter({ hasText: '已完成 0/6' }).waitFor({ timeout: 10_000 });
    const first = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
    await videoMetadata(page);
    await page.evaluate(`document.querySelector('video').currentTime = 7.2`);
    await page.locator('media-play-button').click();
    await progress.filter({ hasText: '已完成 1/6' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { level: 2 }).innerText(), { timeout: 10_000 }).not.toBe(first);
    // The next section starts by itself.
    await expect
      .poll(
        () =>
          page.evaluate(
            `(() => { const v = document.querySelector('video'); return !!v && !v.paused && v.currentTime > 0; })()`,
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // Audio mode plays the lesson's own soundtrack: as long as its video.
    const videoLength = (await page.evaluate(`document.querySelector('video').duration`)) as number;
    await page.getByRole('button', { name: '音频' }).click();
    await expect
      .poll(
        () => page.evaluate(`(() => { const a = document.querySelector('audio'); return a ? a.duration : 0; })()`),
        {
          timeout: 10_000,
        },
      )
      .toBeCloseTo(videoLength, 0);
    expect(blobErrors).toEqual([]);
    await context.close();
  });
});
