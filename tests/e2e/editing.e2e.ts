import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aicourseUnits, digitalBooks, digitalLessons, digitalUnits } from '../../src-server/db/schema';
import { newPage, signInAs, signInStaffAs, snap, useE2E } from './harness';
import { addChapterAt, openAvEditor, seekEditor, videoTime } from './video-helpers';

const e2e = useE2E();
const TEACHER = '13800000001';

/** The demo publisher's book the demo school reads, and its first lesson. */
async function bookAndLesson() {
  const { db } = e2e.server.app;
  const [book] = await db.select().from(digitalBooks).where(eq(digitalBooks.title, '信息科技 五年级'));
  const [unit] = await db
    .select()
    .from(digitalUnits)
    .where(eq(digitalUnits.bookId, book!.id))
    .orderBy(asc(digitalUnits.sort))
    .limit(1);
  const [lesson] = await db
    .select()
    .from(digitalLessons)
    .where(eq(digitalLessons.unitId, unit!.id))
    .orderBy(asc(digitalLessons.sort))
    .limit(1);
  return { bookId: book!.id, lesson: lesson! };
}

describe('author editing', () => {
  it('an author chapters a video and renames a lesson; a teacher plays the chapters and sees the lesson', async () => {
    const { bookId, lesson } = await bookAndLesson();
    const author = await newPage(e2e.browser);
    await signInStaffAs(author.context, e2e.server, 'author', 'author01');
    const a = author.page;

    // Chapters by time on the book's first video: two chapters, the second with a section.
    await openAvEditor(a, e2e.server.url, bookId);
    await addChapterAt(a, 0, 0, '开机与关机');
    await addChapterAt(a, 3, 1, '认识键盘');
    await seekEditor(a, 4);
    await a.getByRole('button', { name: '在当前时间添加小节' }).click();
    await a.getByRole('textbox', { name: '小节名称' }).fill('字母键');
    await expect(a.getByTestId('marks-timeline').getByRole('slider').count()).resolves.toBe(3);
    // Dragging a marker moves its time; typing the time puts it back.
    const marker = a.getByRole('slider', { name: '认识键盘 的时间' });
    const track = (await a.getByTestId('marks-timeline').boundingBox())!;
    const box = (await marker.boundingBox())!;
    await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.mouse.down();
    await a.mouse.move(track.x + track.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await a.mouse.up();
    const timeField = a.getByRole('textbox', { name: '认识键盘 开始时间' });
    await expect.poll(() => timeField.inputValue()).toBe('0:02.0');
    await timeField.fill('3');
    await timeField.press('Enter');
    await expect.poll(() => timeField.inputValue()).toBe('0:03.0');
    await a.evaluate('window.scrollTo(0, 0)');
    await snap(a, 'editing-av-editor-1440');
    await a.getByRole('button', { name: '保存章节' }).click();
    await a.getByText('保存成功').first().waitFor({ timeout: 10_000 });
    await a.getByRole('navigation', { name: '音视频' }).getByText('2 章').waitFor({ timeout: 10_000 });

    // The catalogue: rename the first lesson.
    await a.goto(`${e2e.server.url}/#/editor?bookId=${bookId}`);
    await a.getByRole('heading', { level: 1, name: '教材目录编辑' }).waitFor({ timeout: 10_000 });
    await a.getByRole('button', { name: `重命名 ${lesson.title}`, exact: true }).click();
    await a.getByRole('textbox', { name: '课名称', exact: true }).fill('第1课 开机啦');
    await a.keyboard.press('Enter');
    await a.getByRole('button', { name: '重命名 第1课 开机啦', exact: true }).waitFor({ timeout: 10_000 });
    await snap(a, 'editing-catalogue-1440');

    // The classes using the books, and the AI-course editor (looked at in the screenshots).
    await a.goto(`${e2e.server.url}/#/author/class`);
    await a.getByRole('table', { name: '使用班级' }).waitFor({ timeout: 10_000 });
    await expect(a.getByRole('row').count()).resolves.toBeGreaterThan(1);
    await snap(a, 'editing-classes-1440');
    await a.goto(`${e2e.server.url}/#/edit/course`);
    await a.getByTestId('course-unit').first().waitFor({ timeout: 10_000 });
    await snap(a, 'editing-course-1440');
    await author.context.close();

    // The teacher plays the video: the chapters list seeks, the markers show.
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    const t = teacher.page;
    await t.goto(`${e2e.server.url}/#/digitalbooks/audioVisualRead?bookId=${bookId}`);
    const marks = t.getByRole('list', { name: '本节章节' });
    await marks.getByText('认识键盘').waitFor({ timeout: 10_000 });
    const rows = (await marks.getByRole('button').allInnerTexts()).map((r) => r.replace(/\s+/g, ' '));
    expect(rows).toEqual(['开机与关机 0:00', '认识键盘 0:03', '字母键 0:04']);
    await t.getByTestId('chapter-ticks').waitFor();
    await expect
      .poll(() => t.evaluate(`document.querySelector('video')?.readyState ?? 0`), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await marks.getByRole('button', { name: /认识键盘/ }).click();
    await expect.poll(() => videoTime(t), { timeout: 10_000 }).toBeCloseTo(3, 0);
    await expect(marks.locator('[aria-current="true"]').innerText()).resolves.toContain('认识键盘');
    await snap(t, 'editing-teacher-player-1440');

    // The renamed lesson in the book's catalogue.
    await t.goto(`${e2e.server.url}/#/classpro/digitalbooks/detail?bookId=${bookId}`);
    const catalogue = t.getByRole('navigation', { name: '目录' });
    await catalogue.getByText('第1课 开机啦').waitFor({ timeout: 10_000 });
    await teacher.context.close();
  });

  it('an author adds an AI-course unit with a section; the teacher sees it in the course; the author deletes it', async () => {
    const author = await newPage(e2e.browser);
    await signInStaffAs(author.context, e2e.server, 'author', 'author01');
    const a = author.page;
    await a.goto(`${e2e.server.url}/#/edit/course`);
    await a.getByRole('heading', { level: 1, name: 'AI 课程编辑' }).waitFor({ timeout: 10_000 });
    await a.getByTestId('course-unit').first().waitFor({ timeout: 10_000 });
    const before = await a.getByTestId('course-unit').count();

    await a.getByRole('textbox', { name: '新单元名称' }).fill('期末复习');
    await a.getByRole('button', { name: '添加单元' }).click();
    const unit = a.getByTestId('course-unit').filter({ hasText: '期末复习' });
    await unit.waitFor({ timeout: 10_000 });
    await expect(unit.innerText()).resolves.toContain(`第${before + 1}单元`);
    await unit.getByRole('textbox', { name: '新小节名称' }).fill('复习小测');
    await unit.getByRole('combobox', { name: '新小节类型' }).click();
    await a.getByRole('option', { name: '暂停互动' }).click();
    await unit.getByRole('button', { name: '添加小节' }).click();
    await unit.getByRole('button', { name: '重命名 复习小测', exact: true }).waitFor({ timeout: 10_000 });
    await expect(unit.getByRole('combobox', { name: '复习小测 的类型' }).innerText()).resolves.toBe('暂停互动');
    await a.evaluate('window.scrollTo(0, 0)');
    await snap(a, 'editing-course-added-1440');

    // The teacher's course page lists the new unit with its one section.
    const [row] = await e2e.server.app.db.select().from(aicourseUnits).where(eq(aicourseUnits.title, '期末复习'));
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    const t = teacher.page;
    await t.goto(`${e2e.server.url}/#/classpro/course/detail/${row!.aicourseId}`);
    await t.getByText('单元目录').waitFor({ timeout: 10_000 });
    const seen = t.getByTestId('unit-row').filter({ hasText: '期末复习' });
    await expect(seen.innerText()).resolves.toContain(`第${before + 1}单元 期末复习`);
    await expect(seen.innerText()).resolves.toContain('1个环节');

    // The author deletes the section, then the unit, each after confirming.
    await unit.getByRole('button', { name: '删除 复习小测' }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByText('删除小节“复习小测”？').waitFor();
    await dialog.getByRole('button', { name: '删除' }).click();
    await unit.getByText('复习小测').waitFor({ state: 'detached', timeout: 10_000 });
    await unit.getByRole('button', { name: '删除 期末复习' }).click();
    await dialog.getByText('删除单元“期末复习”？').waitFor();
    await dialog.getByText('删除后不能恢复。已有班级上课使用的单元不能删除。').waitFor();
    await snap(a, 'editing-course-delete-1440');
    await dialog.getByRole('button', { name: '删除' }).click();
    await a.getByText('删除成功').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => a.getByTestId('course-unit').count(), { timeout: 10_000 }).toBe(before);
    await author.context.close();

    await t.reload();
    await t.getByText('单元目录').waitFor({ timeout: 10_000 });
    await expect.poll(() => t.getByTestId('unit-row').count(), { timeout: 10_000 }).toBe(before);
    await expect(t.getByText('期末复习').count()).resolves.toBe(0);
    await teacher.context.close();
  });
});
