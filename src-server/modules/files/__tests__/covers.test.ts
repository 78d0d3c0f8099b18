import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { activities, aiCourses, digitalBooks, liveCourses } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('generated covers', () => {
  it('serves every catalogue cover URL as an SVG image', async () => {
    const db = t.database.db;
    const urls = [
      ...(await db.select({ u: activities.cover }).from(activities)).map((r) => r.u),
      ...(await db.select({ u: digitalBooks.cover }).from(digitalBooks)).map((r) => r.u),
      ...(await db.select({ u: aiCourses.coverUrl }).from(aiCourses)).map((r) => r.u),
      ...(await db.select({ u: liveCourses.coverUrl }).from(liveCourses)).map((r) => r.u),
    ];
    expect(urls.length).toBe(26);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('draws the title, the label and the paper-digital tag, with safe headers and caching', async () => {
    const res = await get('/files/covers/book-1.svg');
    expect(res.body).toContain('义务教育教科书');
    expect(res.body).toContain('语文 · 一年级');
    expect(res.body).toContain(Msg.paperDigital);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/files/covers/book-1.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get('/files/covers/book-3.svg')).body).not.toContain(Msg.paperDigital);
  });

  it('is deterministic per item and different between items', async () => {
    const a = (await get('/files/covers/ai-course-2.svg')).body;
    expect((await get('/files/covers/ai-course-2.svg')).body).toBe(a);
    const b = (await get('/files/covers/ai-course-3.svg')).body;
    expect(b).not.toBe(a);
    const gradient = (svg: string) => /<stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(gradient(a)).not.toBe(gradient(b));
  });

  it('escapes titles so that a name cannot inject markup', async () => {
    await t.database.db
      .update(activities)
      .set({ name: '<script>alert("x")</script> & 比赛' })
      .where(eq(activities.id, 5));
    const svg = (await get('/files/covers/activity-5.svg')).body;
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
  });

  it('gives 404 for unknown ids and malformed names', async () => {
    for (const url of [
      '/files/covers/book-9999.svg',
      '/files/covers/book-0.svg',
      '/files/covers/book-99999999999.svg',
      '/files/covers/teacher-1.svg',
      '/files/covers/book-1.png',
      '/files/covers/..%2Fbook-1.svg',
      '/files/banners/999.svg',
      '/files/banners/x.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(Msg.fileNotFound);
    }
  });
});

describe('generated banners', () => {
  it('serves each banner image as a wide SVG with its title', async () => {
    const res = await get('/files/banners/2.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('viewBox="0 0 1200 300"');
    expect(res.body).toContain('纸数融合新体验');
  });
});
