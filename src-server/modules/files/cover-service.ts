import { eq } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { activities, aiCourses, banners, boutiqueCourses, digitalBooks, liveCourses } from '../../db/schema';
import { renderBanner, renderCover, type CoverKind } from '../../lib/svg/cover';

/** Words drawn into the generated images (not messages: they are part of the pictures). */
const LABEL = {
  aiCourse: 'AI双师课',
  live: '天空课堂 · 直播',
  activity: '活动赛事',
  boutique: '精品课',
  lessons: '课时',
  action: '立即查看',
};

const COVER_NAME = /^(ai-course|live-course|book|activity|boutique)-([1-9]\d{0,9})\.svg$/;
const BANNER_NAME = /^([1-9]\d{0,9})\.svg$/;

const dateFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The cover SVG for a file name such as book-3.svg, or null when the name or the row is unknown. */
export async function coverSvg(db: Db, fileName: string): Promise<string | null> {
  const m = COVER_NAME.exec(fileName);
  if (!m) return null;
  const kind = m[1] as CoverKind;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  switch (kind) {
    case 'ai-course': {
      const [r] = await db.select().from(aiCourses).where(eq(aiCourses.id, id)).limit(1);
      if (!r) return null;
      return renderCover({
        kind,
        id,
        title: r.title,
        label: join(r.subject, LABEL.aiCourse),
        footer: join(r.gradeRange, r.lessonCount ? `${r.lessonCount}${LABEL.lessons}` : ''),
      });
    }
    case 'live-course': {
      const [r] = await db.select().from(liveCourses).where(eq(liveCourses.id, id)).limit(1);
      if (!r) return null;
      const when = r.startTime ? `${dateFmt.format(r.startTime)} ${timeFmt.format(r.startTime)}` : '';
      return renderCover({ kind, id, title: r.name, label: LABEL.live, footer: join(r.teacherName, when) });
    }
    case 'book': {
      const [r] = await db.select().from(digitalBooks).where(eq(digitalBooks.id, id)).limit(1);
      if (!r) return null;
      return renderCover({
        kind,
        id,
        title: r.title,
        label: join(r.subject, r.grade) || r.digitalBookType,
        footer: r.author,
        tag: r.digitalBookType === 'PAPER_DIGITAL' ? Msg.paperDigital : undefined,
      });
    }
    case 'activity': {
      const [r] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
      if (!r) return null;
      return renderCover({
        kind,
        id,
        title: r.name,
        label: LABEL.activity,
        footer: `${dateFmt.format(r.startTime)} - ${dateFmt.format(r.endTime)}`,
      });
    }
    case 'boutique': {
      const [r] = await db.select().from(boutiqueCourses).where(eq(boutiqueCourses.id, id)).limit(1);
      if (!r) return null;
      return renderCover({
        kind,
        id,
        title: r.title,
        label: join(r.category, LABEL.boutique),
        footer: join(r.lecturer, r.lecturerTitle),
      });
    }
  }
}

/** The banner SVG for a file name such as 2.svg, or null when unknown. */
export async function bannerSvg(db: Db, fileName: string): Promise<string | null> {
  const m = BANNER_NAME.exec(fileName);
  const id = Number(m?.[1]);
  if (!m || id > 2_147_483_647) return null;
  const [r] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!r) return null;
  return renderBanner({ id, title: r.title, subtitle: r.subtitle, action: r.linkUrl ? LABEL.action : undefined });
}
