import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AnyApp } from '../../plugins/endpoints';
import { z } from 'zod';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { encodePng } from '../../lib/png';
import { writePdf } from '../../lib/pdf-writer';

/**
 * The demo works' pictures: `/files/activity/<name>.png`, a 480×360 PNG drawn from the name (a sky gradient, a
 * sun, hills and a few "brush strokes"), so every seeded work has its own real image without files on disk.
 */
export const ACTIVITY_IMAGES = '/files/activity/';
export const activityImageUrl = (name: string) => `${ACTIVITY_IMAGES}${name}.png`;

const W = 480;
const H = 360;
const cache = new Map<string, Buffer>();

export function drawActivityImage(name: string): Buffer {
  const h = createHash('sha256').update(name).digest();
  const px = new Uint8Array(W * H * 3);
  const [r1, g1, b1, r2, g2, b2] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!];
  const sun = { x: 60 + (h[6]! % 360), y: 50 + (h[7]! % 80), r: 24 + (h[8]! % 30) };
  const hill = (x: number, k: number) =>
    H * (0.55 + 0.08 * k) + 30 * Math.sin((x / W) * Math.PI * (1 + (h[9 + k]! % 4)) + h[12 + k]! / 40);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = y / H;
      let c = [r1 * (1 - t) + r2 * t, g1 * (1 - t) + g2 * t, b1 * (1 - t) + b2 * t];
      if ((x - sun.x) ** 2 + (y - sun.y) ** 2 < sun.r ** 2) c = [250, 210 - (h[15]! % 60), 60];
      for (let k = 0; k < 3; k++) if (y > hill(x, k)) c = [40 + k * 30, 120 + (h[16 + k]! % 100) - k * 20, 60 + k * 25];
      const i = (y * W + x) * 3;
      px[i] = c[0]!;
      px[i + 1] = c[1]!;
      px[i + 2] = c[2]!;
    }
  }
  return encodePng(W, H, px);
}

/** An activity's rules as a PDF attachment (活动章程), written from the activity's own fields when asked for. */
export const activityRulesUrl = (activityId: number) => `${ACTIVITY_IMAGES}rules-${activityId}.pdf`;

export async function rulesPdf(db: Db, activityId: number): Promise<Buffer | null> {
  const [a] = await db.select().from(activities).where(eq(activities.id, activityId)).limit(1);
  if (!a) return null;
  const fmt = (d: Date | null) => (d ? d.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '');
  const paragraphs = [
    `主办单位：${a.organiser}`,
    `报名时间：${fmt(a.startTime)} 至 ${fmt(a.registrationEnd)}；作品提交：${fmt(a.submissionStart)} 至 ${fmt(a.submissionEnd)}；评审结束：${fmt(a.endTime)}（北京时间）。`,
    ...a.rules
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    `评分标准：${a.criteria.map((c) => `${c.name}（${c.maxScore}分）`).join('、')}。`,
    ...a.prizes.map((p) => `${p.name}${p.count}名：${p.description}`),
  ];
  return writePdf(`${a.name}章程`, [{ page: 1, kind: 'lesson', heading: `${a.name}章程`, paragraphs, figure: null }]);
}

export function registerActivityImages(app: AnyApp, db: Db) {
  app.get(
    `${ACTIVITY_IMAGES}:file`,
    { schema: { params: z.object({ file: z.string().regex(/^([a-z0-9-]{1,60}\.png|rules-\d{1,9}\.pdf)$/) }) } },
    async (req, reply) => {
      const file = (req.params as { file: string }).file;
      if (file.endsWith('.pdf')) {
        const pdf = await rulesPdf(db, Number(file.slice(6, -4)));
        if (!pdf)
          return reply
            .code(404)
            .type('application/json; charset=utf-8')
            .send({ code: 404, message: Msg.activityNotFound, data: null });
        return reply
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .type('application/pdf')
          .send(pdf);
      }
      const name = file.slice(0, -4);
      let png = cache.get(name);
      if (!png) {
        png = drawActivityImage(name);
        if (cache.size > 500) cache.clear();
        cache.set(name, png);
      }
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type('image/png')
        .send(png);
    },
  );
}
