import { and, desc, eq, inArray, count, type SQL } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { TaskDetail, TaskSummary, pushTaskRequest, teacherTaskQuery } from '@shared/api/task';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findClassById } from '../../db/repositories/classes';
import { withTx } from '../../db/repositories/tx';
import { digitalLessons, digitalResources, taskClasses, tasks, taskSubmissions } from '../../db/schema';
import { ownsBook } from '../../domain/books';
import { ownClass } from '../../domain/classes';
import { files } from '../../domain/digital-files';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { ownTask, requireTeacher, studentTask, whoAmI, type TaskRow } from './access';
import { deleteTaskNotices, notifyStudents, readTaskNotices } from './notices';
import { questionsOfLesson } from './question-service';
import { answersShown, questionView, summaries, taskQuestions } from './view';

type PushInput = z.output<typeof pushTaskRequest>;
type TeacherQuery = z.output<typeof teacherTaskQuery>;

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Pushes a task: the teacher has the book, the lesson is the book's, every question and resource is the lesson's,
 * every class is the teacher's own, and the deadline (an instant; the client sends Beijing time with its +08:00
 * offset) is still ahead. Everything is checked before anything is written.
 */
export async function pushTask(db: Db, userId: number, input: PushInput, now: Date): Promise<TaskSummary> {
  const teacher = await requireTeacher(db, userId);
  const classIds = unique(input.classIds);
  for (const id of classIds) {
    const cls = await findClassById(db, id);
    if (!cls || cls.ownerId !== teacher.id) throw new BizError(Code.FORBIDDEN, Msg.taskNotYourClass);
  }
  if (!(await ownsBook(db, teacher.id, input.bookId))) throw new BizError(Code.FORBIDDEN, Msg.digitalNotOwned);
  const [lesson] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, input.lessonId), eq(digitalLessons.bookId, input.bookId)))
    .limit(1);
  if (!lesson) throw notFound(Msg.notFound);
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now.getTime()) throw badRequest(Msg.taskDeadlinePast);
  const questionIds = unique(input.questionIds);
  if (!questionIds.length) throw badRequest(Msg.taskNoQuestions);
  if (!(await questionsOfLesson(db, input.lessonId, questionIds))) throw badRequest(Msg.taskQuestionNotInLesson);
  const resourceIds = unique(input.resourceIds);
  if (resourceIds.length) {
    const rows = await db
      .select({ id: digitalResources.id })
      .from(digitalResources)
      .where(and(eq(digitalResources.lessonId, input.lessonId), inArray(digitalResources.id, resourceIds)));
    if (rows.length !== resourceIds.length) throw badRequest(Msg.taskResourceNotInLesson);
  }
  const task = await withTx(db, async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        teacherId: teacher.id,
        bookId: input.bookId,
        lessonId: input.lessonId,
        title: input.title,
        description: input.description,
        questionIds,
        resourceIds,
        deadline,
        createdAt: now,
      })
      .returning();
    await tx.insert(taskClasses).values(classIds.map((classId) => ({ taskId: row!.id, classId })));
    await notifyStudents(tx, row!, classIds);
    return row!;
  });
  return (await summaries(db, [task], now))[0]!;
}

/** The teacher's tasks, newest first; one class's (the teacher's own) or one book's when asked. */
export async function teacherTasks(db: Db, userId: number, q: TeacherQuery, now: Date) {
  const teacher = await requireTeacher(db, userId);
  const conds: SQL[] = [eq(tasks.teacherId, teacher.id)];
  if (q.classId) {
    await ownClass(db, teacher.id, q.classId);
    const ids = await db.select({ id: taskClasses.taskId }).from(taskClasses).where(eq(taskClasses.classId, q.classId));
    conds.push(inArray(tasks.id, ids.map((r) => r.id).concat(0)));
  }
  if (q.bookId) conds.push(eq(tasks.bookId, q.bookId));
  const where = and(...conds);
  const rows = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  return { list: await summaries(db, rows, now), total: Number(total?.n ?? 0) };
}

export async function detail(
  db: Db,
  config: Config,
  task: TaskRow,
  withAnswers: boolean,
  now: Date,
): Promise<TaskDetail> {
  const [summary] = await summaries(db, [task], now);
  const [lesson] = await db.select().from(digitalLessons).where(eq(digitalLessons.id, task.lessonId)).limit(1);
  const resources = task.resourceIds.length
    ? await db.select().from(digitalResources).where(inArray(digitalResources.id, task.resourceIds))
    : [];
  return {
    ...summary!,
    description: task.description,
    startPage: lesson?.startPage ?? 1,
    endPage: lesson?.endPage ?? 1,
    questions: (await taskQuestions(db, task)).map((q) => questionView(q, withAnswers)),
    resources: resources.map((r) => ({ id: r.id, title: r.title, type: r.type, url: files.signedUrl(config, r.file) })),
  };
}

/**
 * A task: its teacher sees the answers; a student of its classes sees them once their submission is marked, and
 * opening it reads the student's notices of it (the red dot).
 */
export async function taskInfo(db: Db, config: Config, userId: number, taskId: number, now: Date) {
  const me = await whoAmI(db, userId);
  if (me.userType !== 'STUDENT') {
    const teacher = await requireTeacher(db, userId);
    return detail(db, config, await ownTask(db, teacher.id, taskId), true, now);
  }
  const { task, classId } = await studentTask(db, me.id, taskId);
  const [sub] = await db
    .select({ state: taskSubmissions.state })
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.taskId, taskId), eq(taskSubmissions.studentId, me.id)))
    .limit(1);
  await readTaskNotices(db, me.id, taskId);
  const out = await detail(db, config, task, answersShown(task, sub?.state), now);
  // A student sees only their own class among the task's classes.
  return { ...out, classes: out.classes.filter((c) => c.classId === classId) };
}

/** Deletes the teacher's task with its submissions and notices (error-book entries keep their question). */
export async function deleteTask(db: Db, userId: number, taskId: number) {
  const teacher = await requireTeacher(db, userId);
  const task = await ownTask(db, teacher.id, taskId);
  await withTx(db, async (tx) => {
    await deleteTaskNotices(tx, task.id);
    await tx.delete(tasks).where(eq(tasks.id, task.id));
  });
}
