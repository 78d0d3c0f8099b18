import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  aiCourses,
  classes,
  libraryClassShares,
  libraryFavorites,
  libraryResources,
  librarySpecialResources,
  librarySpecials,
  liveLessons,
  users,
} from '../schema';
import {
  FAVORITE_DEMO_RESOURCES,
  LIBRARY_RESOURCES,
  REGION_RESOURCES,
  RESOURCE_DEMO_TEACHER,
  SHARED_DEMO_RESOURCE,
  SPECIALS,
  type DemoResource,
} from './demo-resources';

const DAY = 24 * 3600_000;

/**
 * The resource library (issue 13): the demo teachers' uploads, the region's catalogue, favourites, one resource
 * shared with 三年级2班, and three topics. Files are made by modules/resources/content.ts on the first start, which
 * also fills in their sizes.
 */
export async function seedResources(db: Executor) {
  const now = Date.now();
  const mobiles = [...new Set(LIBRARY_RESOURCES.map((r) => r.uploader!))];
  const people = await db
    .select({ id: users.id, mobile: users.mobile, userType: users.userType })
    .from(users)
    .where(and(inArray(users.mobile, mobiles), inArray(users.userType, ['ASSISTANT', 'TEACHER'])));
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)?.id;
  if (mobiles.some((m) => !idOf(m))) throw new Error('seed the demo teachers first');
  const row = (r: DemoResource) => ({
    catalog: r.uploader ? 'LIBRARY' : 'REGION',
    uploaderId: r.uploader ? idOf(r.uploader)! : null,
    publisher: r.publisher ?? '',
    title: r.title,
    subject: r.subject,
    grade: r.grade,
    kind: r.kind,
    format: r.file.split('.').pop()!,
    filePath: r.file,
    fileName: `${r.title}.${r.file.split('.').pop()!}`,
    visibility: r.visibility ?? 'PUBLIC',
    description: r.description,
    createdAt: new Date(now - r.daysAgo * DAY),
    updatedAt: new Date(now - r.daysAgo * DAY),
  });
  const inserted = await db
    .insert(libraryResources)
    .values([...LIBRARY_RESOURCES, ...REGION_RESOURCES].map(row))
    .returning({ id: libraryResources.id, title: libraryResources.title });
  const res = (title: string) => inserted.find((r) => r.title === title)!.id;

  // Favourites: every demo teacher likes a few resources, so the counts say something.
  const me = idOf(RESOURCE_DEMO_TEACHER)!;
  const others = people.filter((p) => p.id !== me).map((p) => p.id);
  const favorites = [
    ...FAVORITE_DEMO_RESOURCES.map((title) => ({ resourceId: res(title), userId: me })),
    ...inserted
      .filter((_, i) => i % 3 !== 2)
      .flatMap((r, i) => others.slice(0, 1 + (i % others.length)).map((userId) => ({ resourceId: r.id, userId }))),
  ];
  const seen = new Set<string>();
  await db.insert(libraryFavorites).values(
    favorites.filter((f) => {
      const k = `${f.resourceId}:${f.userId}`;
      return !seen.has(k) && seen.add(k) && !isPrivateOfAnother(f.resourceId, f.userId);
    }),
  );
  function isPrivateOfAnother(resourceId: number, userId: number) {
    const r = [...LIBRARY_RESOURCES, ...REGION_RESOURCES].find((d) => res(d.title) === resourceId)!;
    return r.visibility === 'PRIVATE' && idOf(r.uploader!) !== userId;
  }

  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.ownerId, me), eq(classes.type, 'ADMIN')))
    .orderBy(asc(classes.id))
    .limit(1);
  if (cls)
    await db
      .insert(libraryClassShares)
      .values({ resourceId: res(SHARED_DEMO_RESOURCE), classId: cls.id, sharedBy: me, createdAt: new Date(now - DAY) });

  const lessons = await db.select({ id: liveLessons.id, title: liveLessons.title }).from(liveLessons);
  const courses = await db.select({ id: aiCourses.id, title: aiCourses.title }).from(aiCourses);
  for (const [i, s] of SPECIALS.entries()) {
    const links = [
      ...s.ai.flatMap((title) => {
        const c = courses.find((x) => x.title === title);
        return c ? [{ title, kind: 'AI_COURSE' as const, path: `/classpro/course/detail/${c.id}` }] : [];
      }),
      ...s.live.flatMap((title) => {
        const l = lessons.find((x) => x.title === title);
        return l ? [{ title, kind: 'LIVE' as const, path: `/classpro/skyClass/lessonInfo/${l.id}` }] : [];
      }),
    ];
    const [sp] = await db
      .insert(librarySpecials)
      .values({ title: s.title, summary: s.summary, description: s.description, color: s.color, sort: i, links })
      .returning({ id: librarySpecials.id });
    await db
      .insert(librarySpecialResources)
      .values(s.resources.map((title, sort) => ({ specialId: sp!.id, resourceId: res(title), sort })));
  }
}
