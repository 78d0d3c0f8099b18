import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TeacherInfo } from '@shared/api/teachers';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { teacherFollows, teacherProfileTags, teacherTags } from '../../db/schema';
import { teacherProfileRows } from '../../db/repositories/users';
import { notFound } from '../../lib/errors';

/** Teacher info in the spec's shape for `viewerId`: tags, stars and whether the viewer has them as favourite. */
type TeacherRow = {
  id: number;
  displayName: string;
  avatar: string;
  introduction: string | null;
  avgStar: number;
  teachLv: string;
};

async function views(db: Db, viewerId: number, rows: TeacherRow[]) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [tags, follows] = await Promise.all([
    db
      .select({ teacherId: teacherProfileTags.teacherId, id: teacherTags.id, name: teacherTags.name })
      .from(teacherProfileTags)
      .innerJoin(teacherTags, eq(teacherTags.id, teacherProfileTags.tagId))
      .where(inArray(teacherProfileTags.teacherId, ids))
      .orderBy(asc(teacherProfileTags.id)),
    db
      .select({ teacherId: teacherFollows.teacherId })
      .from(teacherFollows)
      .where(and(eq(teacherFollows.userId, viewerId), inArray(teacherFollows.teacherId, ids))),
  ]);
  const followed = new Set(follows.map((f) => f.teacherId));
  return rows.map((r): TeacherInfo => ({
    id: r.id,
    displayName: r.displayName,
    avatar: r.avatar,
    teacher: {
      collection: followed.has(r.id),
      tags: tags.filter((t) => t.teacherId === r.id).map(({ id, name }) => ({ id, name })),
      avgStar: Math.round(r.avgStar * 10) / 10,
      introduction: r.introduction?.trim() ? r.introduction : null,
      teachLv: r.teachLv,
    },
  }));
}

export async function teacherInfo(db: Db, viewerId: number, teacherId: number): Promise<TeacherInfo> {
  const rows = await teacherProfileRows(db, teacherId);
  const [view] = await views(db, viewerId, rows);
  if (!view) throw notFound(Msg.teacherNotFound);
  return view;
}

/** Every teacher (best rated first), or only the viewer's favourites. */
export async function teacherList(db: Db, viewerId: number, onlyCollected = false): Promise<TeacherInfo[]> {
  const rows = await teacherProfileRows(db);
  const all = await views(db, viewerId, rows);
  return onlyCollected ? all.filter((t) => t.teacher.collection) : all;
}

/** Follow and unfollow are idempotent: the answer is the state afterwards. */
export async function setFollow(db: Db, viewerId: number, teacherId: number, follow: boolean) {
  await teacherInfo(db, viewerId, teacherId);
  if (follow) {
    await db.insert(teacherFollows).values({ userId: viewerId, teacherId }).onConflictDoNothing();
  } else {
    await db
      .delete(teacherFollows)
      .where(and(eq(teacherFollows.userId, viewerId), eq(teacherFollows.teacherId, teacherId)));
  }
  return { collection: follow };
}
