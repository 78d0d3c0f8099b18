import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, signInAs, snap, useE2E } from './harness';
import { useChannel, waitForPath } from './shell-helpers';

// Spec section 4, "Landing at /classpro", against the real server and its seeded channel menus.
const TEACHER = '13800000001';
const e2e = useE2E();

const setFlags = (channel: string, flags: Record<string, number>) =>
  e2e.server.database.db.execute(
    sql`UPDATE dictionary_configs SET key_value = ${JSON.stringify(flags)} WHERE config_type = 'CHANNEL_CONFIG' AND channel = ${channel}`,
  );
const session = (page: Page, key: string) => page.evaluate(`sessionStorage.getItem(${JSON.stringify(key)})`);

describe('landing at /classpro', () => {
  it('recommend on + assistant courses: my courses once per session, then the dashboard stays', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro`);
    await waitForPath(page, '/classpro/myCourse');
    expect(await session(page, 'autoJumpedToMyCourse')).toBe('1');
    expect(await session(page, 'menuIndex')).toBe('6');
    await page.locator('[data-menu-index="1"]').click();
    await waitForPath(page, '/classpro');
    await page.locator('[data-section]').first().waitFor();
    await page.waitForTimeout(800);
    expect(new URL(page.url()).hash).toBe('#/classpro');
    await context.close();
  });

  it('recommend off with only digital books (digitalbook channel): digital textbooks, and no logo link', async () => {
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'digitalbook');
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro`);
    await waitForPath(page, '/classpro/digitalbooks');
    await page.getByTestId('logo-static').waitFor();
    // The teacher owns no book as STUDENT: no jump to my textbooks.
    await page.waitForTimeout(800);
    expect(new URL(page.url()).hash).toBe('#/classpro/digitalbooks');
    expect(await session(page, 'autoJumpedToMyBooks')).toBeNull();
    await context.close();
  });

  it('digitalbook channel: a user owning books as STUDENT jumps once per session to my textbooks', async () => {
    await e2e.server.database.db.execute(sql`
      INSERT INTO user_books (user_id, book_id, role, source)
      SELECT u.id, (SELECT min(id) FROM digital_books), 'STUDENT', 'DEMO' FROM users u
      WHERE u.mobile = ${TEACHER} AND u.user_type = 'ASSISTANT'`);
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'digitalbook');
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/digitalbooks`);
    await waitForPath(page, '/classpro/myDigitalbooks');
    expect(await session(page, 'autoJumpedToMyBooks')).toBe('1');
    await page.locator('[data-menu-index="4"]').click();
    await waitForPath(page, '/classpro/digitalbooks');
    await page.waitForTimeout(800);
    expect(new URL(page.url()).hash).toBe('#/classpro/digitalbooks');
    await e2e.server.database.db.execute(sql`DELETE FROM user_books WHERE role = 'STUDENT' AND source = 'DEMO'`);
    await context.close();
  });

  it('recommend off with AI or live courses (with or without digital books): my courses', async () => {
    const base = { recommend: 0, myCourse: 1, myClass: 1, myDigitalBook: 1 };
    for (const flags of [
      { ...base, liveCourse: 1, digitalBook: 1 },
      { ...base, aiCourse: 1 },
    ]) {
      await setFlags('wenxuan', flags);
      const { page, context } = await newPage(e2e.browser);
      await useChannel(context, 'wenxuan');
      await signInAs(context, e2e.server, TEACHER);
      await page.goto(`${e2e.server.url}/#/classpro`);
      await waitForPath(page, '/classpro/myCourse');
      await context.close();
    }
  });

  it('recommend off with nothing else on: stays on recommend', async () => {
    await setFlags('wenxuan', { recommend: 0, myClass: 1 });
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'wenxuan');
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro`);
    await page.locator('[data-menu-index="10"]').waitFor();
    await page.waitForTimeout(800);
    expect(new URL(page.url()).hash).toBe('#/classpro');
    await context.close();
  });
});

describe('dashboard', () => {
  it.each([
    [1100, 2],
    [1500, 3],
    [1920, 4],
  ])('at %i px shows %i activities, and the four sections with covers and 更多', async (width, count) => {
    const { page, context } = await newPage(e2e.browser, { width, height: 900 });
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const activities = page.locator('[data-section="HOME_ACTIVITY"] [data-testid="cover-card"]');
    await activities.first().waitFor();
    expect(await activities.count()).toBe(count);
    expect(
      await page.locator('[data-section]').evaluateAll((s) => s.map((e) => e.getAttribute('data-section'))),
    ).toEqual(['HOME_ACTIVITY', 'HOME_DIGITAL_BOOK', 'HOME_AI_COURSE', 'HOME_LIVE_COURSE']);
    expect(await page.locator('[data-section="HOME_DIGITAL_BOOK"] [data-testid="cover-tag"]').first().innerText()).toBe(
      '纸数融合',
    );
    await page.waitForLoadState('networkidle');
    const broken = await page
      .locator('[data-testid="cover-card"] img')
      .evaluateAll(
        (imgs) =>
          (imgs as { complete: boolean; naturalWidth: number }[]).filter((i) => !i.complete || i.naturalWidth === 0)
            .length,
      );
    expect(broken).toBe(0);
    if (width === DESKTOP.width || width === 1500) await snap(page, `shell-dashboard-${width}`);
    await context.close();
  });

  it("'more' opens the full list with pages, and 暂无数据 shows when nothing is recommended", async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-section="HOME_DIGITAL_BOOK"]').getByRole('button', { name: '更多' }).click();
    await waitForPath(page, '/classpro/digitalbooks');
    await page.getByTestId('catalog-grid').waitFor();
    expect(await page.locator('[data-testid="catalog-grid"] [data-testid="cover-card"]').count()).toBeGreaterThan(0);
    await snap(page, 'shell-catalog-books');
    await e2e.server.database.db.execute(sql`DELETE FROM recommendations`);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.reload();
    await page.getByText('暂无数据').waitFor();
    await context.close();
  });
});
