import { z } from 'zod';
import { page } from './common';
import { get } from './endpoint';
import { studentTask, studentTaskQuery, submission, taskDetail } from './task';

/**
 * A parent reads their child's homework (issue 15, "the child's learning": tasks and their marks). Paths not shown,
 * chosen under the parent's namespace. Read-only, for the parent's own related children only (403 otherwise); the
 * child's own unread notices are left as they are (the red dot stays the child's).
 */
export const ParentTaskPaths = {
  /** GET ?childId&state&pageNum&pageSize → Page<StudentTask>: the child's tasks, newest first. Parent. */
  childTasks: '/api/v2/user/parent/getChildTaskList',
  /** GET ?childId&taskId → ChildTask: the task as the child sees it, and the child's submission (or null). Parent. */
  childTask: '/api/v2/user/parent/getChildTask',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const childTasksQuery = studentTaskQuery.extend({ childId: id });
export const childTaskQuery = z.object({ childId: id, taskId: id });
export const childTask = z.object({ task: taskDetail, submission: submission.nullable() });
export type ChildTask = z.infer<typeof childTask>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ParentTaskApi = {
  childTasks: get(ParentTaskPaths.childTasks, {
    request: childTasksQuery,
    response: page(studentTask),
    areas: ['parent'],
  }),
  childTask: get(ParentTaskPaths.childTask, { request: childTaskQuery, response: childTask, areas: ['parent'] }),
} as const;
