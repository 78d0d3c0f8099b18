import { describe, expect, it } from 'vitest';
import type { PlannedLesson } from '../../src-shared/api/aicourse';
import { newPage, signInAs, snap, useE2E } from './harness';

// Issue 29, 明日备课: a teacher makes tomorrow's lesson ready on this PC; the classroom then opens it with no network.
const TEACHER = '13800000001';
const PROJECTOR = { width: 1920, height: 1080 };
const e2e = useE2E();

async function api<T>(token: string, url: string, payload?: object): Promise<T> {
  const res = await e2e.server.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.message}`);
  return body.data;
}

const beijingDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('明日备课: tomorrow’s lesson ready on this PC', () => {
  it(
    'downloads tomorrow’s lesson (retrying after a failure), then teaches it offline after a reload, and removes it',
    { timeout: 180_000 },
    async () => {
      const { page, context } = await newPage(e2e.browser, PROJECTOR, { offline: true });
      const token = await signInAs(context, e2e.server, TEACHER);
      // 三年级2班's AI course is planned for every day, so tomorrow has its lesson whatever the day.
      type Course = { studentCourseId: number; className: string; courseType: string };
      const mine = await api<Course[]>(token, '/api/v2/lesson/getStudentCourseList');
      const course = mine.find((c) => c.className.includes('三年级2班') && c.courseType === 'AI_COURSE')!;
      await api(token, '/api/v2/course/updateStudentCoursePlan', {
        studentCourseId: course.studentCourseId,
        weekdays: '1,2,3,4,5,6,7',
      });
      const tomorrow = beijingDay(1);
      const plan = await api<PlannedLesson[]>(
        token,
        `/api/v2/course/getCourseLessonPlanList?startDate=${tomorrow}&endDate=${tomorrow}`,
      );
      const lesson = plan.find((l) => l.studentCourseId === course.studentCourseId)!;
      expect(lesson.unit).not.toBeNull();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // 我的课程's 近期课表 (the weekly plan) → 明日备课: 教学日历 opens with tomorrow's lessons, each to be downloaded.
      await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
      expect(await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)')).toBe(true);
      await page.getByRole('region', { name: '近期课表' }).getByRole('link', { name: '明日备课' }).click();
      // The dialog opens over 教学日历 (which it hides from the accessibility tree while it is open), sometimes in the
      // same render as the page: wait for the dialog, and find the page's heading behind it.
      const dialog = page.getByRole('dialog', { name: /明日备课/ });
      await dialog.waitFor();
      await page.getByRole('heading', { name: '教学日历', includeHidden: true }).waitFor();
      const row = dialog
        .getByTestId('prestage-lesson')
        .filter({ hasText: lesson.className })
        .filter({
          hasText: `第${lesson.unit!.order}单元 ${lesson.unit!.title}`,
        });
      await row.getByRole('button', { name: '下载到本机' }).waitFor();
      await snap(page, 'prestage-dialog');

      // The network drops while it downloads: the lesson says it failed, and 重试 brings it in.
      await context.setOffline(true);
      await row.getByRole('button', { name: '下载到本机' }).click();
      await row.getByTestId('prestage-state').filter({ hasText: '下载失败' }).waitFor();
      await snap(page, 'prestage-failed');
      await context.setOffline(false);
      await row.getByRole('button', { name: '重试' }).click();
      const state = row.getByTestId('prestage-state');
      await expect.poll(() => state.textContent(), { timeout: 60_000 }).toMatch(/^已就绪 · [\d.]+ (MB|KB)$/);
      await snap(page, 'prestage-ready');

      // The network is cut and the app reloaded: the calendar lists the ready lesson from this PC, and 上课 opens
      // the classroom with its video and learning sheet.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: '教学日历' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: '明日备课' }).click();
      await dialog.getByText('网络已断开，以下是已下载到这台电脑的课程').waitFor();
      await expect.poll(() => state.textContent()).toMatch(/^已就绪/);
      await row.getByRole('button', { name: '上课' }).click();
      const video = page.getByTestId('section-video');
      await video.waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('unit-select').inputValue()).toBe(String(lesson.unit!.id));
      // The player is shown before it has looked for this PC's copy (no src yet).
      await expect.poll(() => video.getAttribute('src')).toMatch(/^blob:/);
      // The video plays from this PC's copy.
      await expect
        .poll(() => video.evaluate((v) => (v as unknown as { readyState: number }).readyState), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      await video.evaluate((v) => (v as unknown as { pause: () => void }).pause());
      await snap(page, 'prestage-classroom-offline');
      await page.getByRole('button', { name: '学习单' }).click();
      const sheet = page.getByTestId('learning-sheet');
      await sheet.waitFor();
      await expect
        .poll(() => sheet.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      await snap(page, 'prestage-sheet-offline');
      await page.keyboard.press('Escape');

      // The next morning, still offline: the lesson is listed as today's, ready.
      await page.clock.setSystemTime(new Date(`${tomorrow}T07:30:00+08:00`));
      await page.goto(`${e2e.server.url}/#/classpro/calendar`);
      await page.reload();
      await page.getByRole('button', { name: '明日备课' }).click();
      await dialog.getByText('网络已断开，以下是已下载到这台电脑的课程').waitFor();
      await expect.poll(() => row.innerText()).toContain('今天');
      await expect.poll(() => state.textContent()).toMatch(/^已就绪/);
      await snap(page, 'prestage-next-day-offline');
      await page.keyboard.press('Escape');

      // Back online (and back to today), the teacher removes it: the files leave this PC and the lesson can be
      // downloaded again.
      const cached = () => page.evaluate("caches.open('classpro-lessons').then((c) => c.keys()).then((k) => k.length)");
      await page.clock.setSystemTime(new Date());
      await context.setOffline(false);
      await page.goto(`${e2e.server.url}/#/classpro/calendar`);
      await page.getByRole('button', { name: '明日备课' }).click();
      await row.getByRole('button', { name: '移除' }).click();
      await row.getByRole('button', { name: '下载到本机' }).waitFor();
      expect(await cached()).toBe(0);

      // Made ready again and left: once its day is over, opening 明日备课 clears it from this PC.
      await row.getByRole('button', { name: '下载到本机' }).click();
      await expect.poll(() => state.textContent(), { timeout: 60_000 }).toMatch(/^已就绪/);
      expect(await cached()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.clock.setSystemTime(new Date(`${beijingDay(2)}T07:30:00+08:00`));
      await page.reload();
      await page.getByRole('button', { name: '明日备课' }).click();
      await expect.poll(cached).toBe(0);
      const records = () =>
        page.evaluate(`new Promise((done, fail) => {
          const open = indexedDB.open('classpro-lessons');
          open.onerror = fail;
          open.onsuccess = () => {
            const count = open.result.transaction('lessons').objectStore('lessons').count();
            count.onsuccess = () => done(count.result);
          };
        })`);
      await expect.poll(records).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
