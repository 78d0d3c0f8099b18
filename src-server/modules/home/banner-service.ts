import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Channel } from '@shared/desktop-api';
import type { Banner } from '@shared/api/home';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

/** The enabled banners of a position for a channel (its own and those for every channel), in sort order. */
export async function listBanners(db: Db, position: string, channel: Channel): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.position, position),
        eq(banners.enabled, true),
        or(isNull(banners.channel), eq(banners.channel, channel)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    imageUrl: b.imageUrl,
    linkUrl: b.linkUrl,
    sort: b.sort,
  }));
}
