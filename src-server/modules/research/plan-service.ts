import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '@shared/api/common';
import type { LessonPlan, PlanComment, planListQuery, shareRequest } from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { displayNames } from '../../db/repositories/users';
import { researchComments, researchMembers, researchPlans } from '../../db/schema';
import { requireTeacher, type TeacherRow } from '../../domain/classes';
import { filePath, keyFromUrl, ownsUploads } from '../../domain/uploads';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { groupOf } from './group-service';

type PlanRow = typeof researchPlans.$inferSelect;
type CommentRow = typeof researchComments.$inferSelect;
const notYours = () => new BizError(Code.FORBIDDEN, Msg.researchNotYours);

/** The plan, if its group is of the teacher's school: unknown is 404, another school's is 403. */
async function planOf(db: Db, teacher: TeacherRow, planId: number): Promise<PlanRow> {
  const [row] = await db.select().from(researchPlans).where(eq(researchPlans.id, planId)).limit(1);
  if (!row) throw notFound(Msg.researchPlanNotFound);
  await groupOf(db, teacher, row.groupId);
  return row;
}

/** A group's plans, newest first, each with its comments (oldest first). */
export async function planList(db: Db, userId: number, q: z.output<typeof planListQuery>) {
  const teacher = await requireTeacher(db, userId);
  await groupOf(db, teacher, q.researchGroupId);
  const where = eq(researchPlans.groupId, q.researchGroupId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(researchPlans).where(where);
  const rows = await db
    .select()
    .from(researchPlans)
    .where(where)
    .orderBy(desc(researchPlans.createdAt), desc(researchPlans.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const comments = rows.length
    ? await db
        .select()
        .from(researchComments)
        .where(
          inArray(
            researchComments.planId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(researchComments.id))
    : [];
  const names = await displayNames(db, [...rows.map((r) => r.authorId), ...comments.map((c) => c.authorId)]);
  const list = rows.map((r) =>
    planView(
      r,
      names,
      userId,
      comments.filter((c) => c.planId === r.id),
    ),
  );
  return { list, total: Number(total) };
}

/** Shares a plan to a group of the caller's school; the author becomes a member if not one yet. */
export async function sharePlan(
  db: Db,
  config: Config,
  userId: number,
  input: z.output<typeof shareRequest>,
): Promise<LessonPlan> {
  const teacher = await requireTeacher(db, userId);
  await groupOf(db, teacher, input.researchGroupId);
  const attachments = await checkAttachments(db, config, userId, input.attachments);
  const row = await withTx(db, async (tx) => {
    const [plan] = await tx
      .insert(researchPlans)
      .values({
        groupId: input.researchGroupId,
        authorId: userId,
        title: input.title,
        content: input.content,
        attachments,
      })
      .returning();
    await tx.insert(researchMembers).values({ groupId: input.researchGroupId, userId }).onConflictDoNothing();
    return plan!;
  });
  return planView(row, new Map([[userId, teacher.displayName]]), userId, []);
}

export async function commentPlan(db: Db, userId: number, planId: number, content: string): Promise<PlanComment> {
  const teacher = await requireTeacher(db, userId);
  await planOf(db, teacher, planId);
  const [row] = await db.insert(researchComments).values({ planId, authorId: userId, content }).returning();
  return commentView(row!, teacher.displayName, userId);
}

/** Deletes the caller's own plan with its comments. */
export async function deletePlan(db: Db, userId: number, planId: number) {
  const teacher = await requireTeacher(db, userId);
  const plan = await planOf(db, teacher, planId);
  if (plan.authorId !== userId) throw notYours();
  await db.delete(researchPlans).where(eq(researchPlans.id, planId));
}

/** Deletes the caller's own comment. */
export async function deleteComment(db: Db, userId: number, commentId: number) {
  const teacher = await requireTeacher(db, userId);
  const [row] = await db.select().from(researchComments).where(eq(researchComments.id, commentId)).limit(1);
  if (!row) throw notFound(Msg.researchCommentNotFound);
  await planOf(db, teacher, row.planId);
  if (row.authorId !== userId) throw notYours();
  await db.delete(researchComments).where(eq(researchComments.id, commentId));
}

/** Every attachment must be a PDF or an image this teacher uploaded through the signed path. */
async function checkAttachments<F extends { url: string }>(db: Db, config: Config, userId: number, files: F[]) {
  if (!files.length) return files;
  const keyed = files.map((f) => keyFromUrl(config, f.url));
  if (keyed.some((k) => k === null)) throw badRequest(Msg.researchAttachmentInvalid);
  const owned = await ownsUploads(
    db,
    { area: 'teacher', id: userId },
    (keyed as string[]).map((key) => ({ key, media: key.endsWith('.pdf') ? 'DOCUMENT' : 'IMAGE' })),
  );
  if (!owned) throw badRequest(Msg.researchAttachmentInvalid);
  // Stored as our own path, whatever host the client named (issue 28).
  return files.map((f, i) => ({ ...f, url: filePath(keyed[i]!) }));
}

function planView(r: PlanRow, names: Map<number, string>, viewer: number, comments: CommentRow[]): LessonPlan {
  return {
    id: r.id,
    researchGroupId: r.groupId,
    title: r.title,
    content: r.content,
    attachments: r.attachments,
    authorName: names.get(r.authorId) ?? '',
    createdAt: r.createdAt.toISOString(),
    mine: r.authorId === viewer,
    comments: comments.map((c) => commentView(c, names.get(c.authorId) ?? '', viewer)),
  };
}

function commentView(c: CommentRow, authorName: string, viewer: number): PlanComment {
  return {
    id: c.id,
    authorName,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    mine: c.authorId === viewer,
  };
}
