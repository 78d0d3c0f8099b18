import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveResourceRequest } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { acceptsType, FORMAT_OF, KIND_FILES, typeOfFormat } from '@shared/rules/resources';
import { mediaTypeOf } from '@shared/rules/uploads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { libraryClassShares, libraryFavorites, libraryResources, uploadedFiles } from '../../db/schema';
import { ownClass } from '../../domain/classes';
import { filePath, keyFromUrl } from '../../domain/uploads';
import { badRequest } from '../../lib/errors';
import { ownResource, readable, requireTeacher } from './access';
import { infoOf, sharedClassesOf } from './library-service';

/**
 * The caller's upload named by an UploadResult.url: stored, uploaded by this teacher through an authorization of the
 * media type its real content is, and of a type the kind accepts. Anything else is refused with a clear message.
 */
async function uploadFor(
  db: Db,
  config: Config,
  userId: number,
  url: string,
  kind: z.output<typeof saveResourceRequest>['kind'],
) {
  const key = keyFromUrl(config, url);
  const [file] = key ? await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key)).limit(1) : [];
  if (
    !file ||
    file.status !== 'stored' ||
    file.ownerArea !== 'teacher' ||
    file.ownerId !== userId ||
    file.purpose !== mediaTypeOf(file.contentType)
  )
    throw badRequest(Msg.resourceFileInvalid);
  if (!acceptsType(kind, file.contentType)) throw badRequest(KIND_FILES[kind].wrongType);
  return { path: filePath(file.key), size: file.size ?? 0, format: FORMAT_OF[file.contentType] ?? '' };
}

/** A new resource (上传资源), or the uploader's edit of one. */
export async function saveResource(
  db: Db,
  config: Config,
  userId: number,
  input: z.output<typeof saveResourceRequest>,
  now: Date,
) {
  const me = await requireTeacher(db, userId);
  const existing = input.resId ? await ownResource(db, me, input.resId) : null;
  if (!existing && !input.fileUrl) throw badRequest(Msg.resourceFileRequired);
  const file = input.fileUrl ? await uploadFor(db, config, me.id, input.fileUrl, input.kind) : null;
  // A kept file must still fit the (possibly new) kind.
  if (!file && existing && !acceptsType(input.kind, typeOfFormat(existing.format)))
    throw badRequest(KIND_FILES[input.kind].wrongType);
  const values = {
    title: input.title,
    subject: input.subject,
    grade: input.grade,
    kind: input.kind,
    visibility: input.visibility,
    description: input.description,
    updatedAt: now,
    ...(file
      ? {
          filePath: file.path,
          size: file.size,
          format: file.format,
          fileName: input.fileName || `${input.title}.${file.format}`,
        }
      : {}),
  };
  const [row] = existing
    ? await db.update(libraryResources).set(values).where(eq(libraryResources.id, existing.id)).returning()
    : await db
        .insert(libraryResources)
        .values({
          ...values,
          catalog: 'LIBRARY',
          uploaderId: me.id,
          filePath: file!.path,
          format: file!.format,
          createdAt: now,
        })
        .returning();
  return infoOf(db, config, me, row!, true, now);
}

/** The uploader deletes their resource (its favourites and class shares go with it). */
export async function deleteResource(db: Db, userId: number, resId: number) {
  const me = await requireTeacher(db, userId);
  const row = await ownResource(db, me, resId);
  await db.delete(libraryResources).where(eq(libraryResources.id, row.id));
}

/** 收藏 / 取消收藏 a resource the caller may read; answers the new state and count. */
export async function favoriteResource(db: Db, userId: number, resId: number, favorite: boolean) {
  const me = await requireTeacher(db, userId);
  const row = await readable(db, me, resId);
  if (favorite) await db.insert(libraryFavorites).values({ resourceId: row.id, userId: me.id }).onConflictDoNothing();
  else
    await db
      .delete(libraryFavorites)
      .where(and(eq(libraryFavorites.resourceId, row.id), eq(libraryFavorites.userId, me.id)));
  const [n] = await db.select({ n: count() }).from(libraryFavorites).where(eq(libraryFavorites.resourceId, row.id));
  return { favorited: favorite, favorites: Number(n?.n ?? 0) };
}

/** 分享到班级: shares a resource the caller may read with classes of their own; answers every class it is shared to. */
export async function shareResource(db: Db, userId: number, resId: number, classIds: number[], now: Date) {
  const me = await requireTeacher(db, userId);
  const row = await readable(db, me, resId);
  const ids = [...new Set(classIds)];
  for (const id of ids) await ownClass(db, me.id, id);
  const already = await db
    .select({ classId: libraryClassShares.classId })
    .from(libraryClassShares)
    .where(and(eq(libraryClassShares.resourceId, row.id), inArray(libraryClassShares.classId, ids)));
  const fresh = ids.filter((id) => !already.some((a) => a.classId === id));
  if (fresh.length)
    await db
      .insert(libraryClassShares)
      .values(fresh.map((classId) => ({ resourceId: row.id, classId, sharedBy: me.id, createdAt: now })))
      .onConflictDoNothing();
  return sharedClassesOf(db, me, row.id, now);
}
