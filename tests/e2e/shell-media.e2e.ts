import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, snap, useE2E } from './harness';

// Covers, banners and uploads as a browser sees them: no broken images, and a real browser form upload.
const dataDir = mkdtempSync(join(tmpdir(), 'classpro-e2e-media-'));
// Registered first, so it runs after the server has closed.
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const e2e = useE2E({ env: { DATA_DIR: dataDir } });

describe('dashboard media', () => {
  it('loads every recommended cover and every banner as an image', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/api/v2/comm/vt/getRecommend?recommendType=HOME_ALL`);
    // Browser code as a string: this project is type-checked without the DOM library.
    const urls = (await page.evaluate(`(async () => {
      const rec = (await (await fetch('/api/v2/comm/vt/getRecommend?recommendType=HOME_ALL')).json()).data;
      const banners = (await (await fetch('/api/v2/comm/vt/getBannerList', { headers: { channel: 'aigc' } })).json()).data;
      const covers = rec.map((i) => {
        const o = i.activity || i.digitalBook || i.aiCourse || i.liveCourse;
        return o.cover || o.coverUrl || '';
      });
      return { covers, banners: banners.map((b) => b.imageUrl) };
    })()`)) as { covers: string[]; banners: string[] };
    expect(urls.covers.length).toBeGreaterThanOrEqual(15);
    await page.setContent(
      `<body style="margin:16px;background:#f5f6f8;font-family:sans-serif">
      <div style="display:flex;flex-wrap:wrap;gap:12px">${urls.covers
        .map((u) => `<img class="m" style="height:160px;border-radius:10px" src="${e2e.server.url}${u}">`)
        .join('')}</div>
      <div style="display:grid;gap:12px;margin-top:12px">${urls.banners
        .map((u) => `<img class="m" style="width:900px;border-radius:12px" src="${e2e.server.url}${u}">`)
        .join('')}</div></body>`,
    );
    await page.waitForLoadState('networkidle');
    const broken = (await page.evaluate(
      `[...document.querySelectorAll('img.m')].filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src)`,
    )) as string[];
    expect(broken).toEqual([]);
    await snap(page, 'shell-covers-and-banners');
    await context.close();
  });

  it('uploads an image with a browser form to the storage host and shows it', async () => {
    const login = await fetch(`${e2e.server.url}/api/v2/user/vt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileOrEamil: '13800000001', password: 'Classpro@2026' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/api/v2/course/vt/getSupportLocation`);
    const result = (await page.evaluate(`(async () => {
      // A 2x2 PNG drawn by the browser itself.
      const canvas = document.createElement('canvas');
      canvas.width = 2;
      canvas.height = 2;
      canvas.getContext('2d').fillRect(0, 0, 2, 2);
      const blob = await new Promise((r) => canvas.toBlob(r, 'image/png'));
      const q = new URLSearchParams({ mediaType: 'IMAGE', contentType: blob.type, quantity: '1', fileName: 'a.png' });
      const headers = { authorization: 'Bearer ${token}' };
      const auth = await (await fetch('/api/v2/comm/vt/getFileUploadAuthor?' + q, { headers })).json();
      const a = auth.data[0];
      const form = new FormData();
      form.append('key', a.fileName);
      form.append('policy', a.policy);
      form.append('signature', a.signature);
      form.append('OSSAccessKeyId', a.ossConfig.accessKeyId);
      form.append('Content-Type', a.contentType);
      form.append('file', blob, 'a.png');
      const res = await (await fetch(a.ossConfig.host, { method: 'POST', body: form })).json();
      const img = new Image();
      img.src = res.data.ossUrl;
      await img.decode();
      return { code: res.code, url: res.data.url, width: img.naturalWidth };
    })()`)) as { code: number; url: string; width: number };
    expect(result.code).toBe(200);
    expect(result.url).toMatch(/^\/files\/uploads\/images\//);
    expect(result.width).toBe(2);
    await context.close();
  });
});
