import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { childTasksQuery } from '@shared/api/task';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { taskSubmissions } from '../../db/schema';
import { ownChild } from '../../domain/classes';
import { studentTask } from './access';
import { submissionInfo } from './submission-service';
import { studentTasks } from './task-lists';
import { detail } from './task-service';
import { answersShown } from './view';

/** The child's tasks, as the child's own list shows them; only for the parent's own child. */
export async function childTasks(db: Db, parentId: number, q: z.output<typeof childTasksQuery>, now: Date) {
  await ownChild(db, parentId, q.childId);
  return studentTasks(db, q.childId, q, now);
}

/**
 * One task of the child with the child's submission: the answers show as they do for the child (`answersShown`), and
 * reading it leaves the child's notices unread.
 */
export async function childTask(db: Db, config: Config, parentId: number, childId: number, taskId: number, now: Date) {
  await ownChild(db, parentId, childId);
  const { task, classId } = await studentTask(db, childId, taskId);
  const [sub] = await db
    .select({ id: taskSubmissions.id, state: taskSubmissions.state })
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.taskId, taskId), eq(taskSubmissions.studentId, childId)))
    .limit(1);
  const out = await detail(db, config, task, answersShown(task, sub?.state), now);
  return {
    task: { ...out, classes: out.classes.filter((c) => c.classId === classId) },
    submission: sub ? await submissionInfo(db, childId, sub.id) : null,
  };
}
