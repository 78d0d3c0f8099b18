import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';

interface Page<T> {
  list: T[];
  total: number;
}
import { ParentTaskPaths, type ChildTask } from '@shared/api/task';
import { TaskPaths, type StudentTask } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { castOf, get, lessonQuestions, post, rightAnswers, type Cast } from './helpers';

/** A parent reads the homework of their own child: the list, one task with the child's marked answers. */
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.app.db);
});
afterAll(() => t.close());

const childList = (token: string, childId: number) =>
  get<Page<StudentTask>>(t.app, ParentTaskPaths.childTasks, token, { childId, pageNum: 1, pageSize: 20 });
const readFlag = async () =>
  (await get<Page<StudentTask>>(t.app, TaskPaths.studentTasks, c.student, { pageNum: 1, pageSize: 20 })).data.list.find(
    (x) => x.task.id === c.demoTaskId,
  )!.read;

describe('a parent reads the child’s homework', () => {
  it('lists the child’s tasks, and shows one with the child’s answers and marks, leaving the child’s red dot alone', async () => {
    const list = await childList(c.parent, c.studentId);
    expect(list.code).toBe(Code.OK);
    const demo = list.data.list.find((x) => x.task.id === c.demoTaskId)!;
    expect([demo.className, demo.state]).toEqual(['三年级2班', 'NOT_STARTED']);
    const before = await get<ChildTask>(t.app, ParentTaskPaths.childTask, c.parent, {
      childId: c.studentId,
      taskId: c.demoTaskId,
    });
    expect(before.data.submission).toBeNull();
    expect(before.data.task.questions.length).toBeGreaterThan(0);
    // The answers are not shown before the child's work is marked.
    expect(before.data.task.questions.every((q) => q.answer === null)).toBe(true);

    const unread = await readFlag();
    const qs = await lessonQuestions(t.app, c);
    const mine = qs.filter((q) => before.data.task.questions.some((x) => x.id === q.id));
    const sent = await post(t.app, TaskPaths.submitTask, c.student, {
      taskId: c.demoTaskId,
      answers: rightAnswers(mine),
    });
    expect(sent.code).toBe(Code.OK);
    const after = await get<ChildTask>(t.app, ParentTaskPaths.childTask, c.parent, {
      childId: c.studentId,
      taskId: c.demoTaskId,
    });
    expect(after.data.submission?.state).toMatch(/SUBMITTED|MARKED/);
    expect(after.data.submission?.studentName).toBe('李小明');
    expect(after.data.submission?.answers.length).toBe(mine.length);
    // Reading it as the parent did not open it for the child.
    expect(await readFlag()).toBe(unread);
  });

  it('refuses another parent, another area’s token and a child who is not theirs', async () => {
    const [row] = await t.app.db
      .insert(users)
      .values({ mobile: '13700001234', displayName: '别人家长', userType: 'PARENT' })
      .returning();
    const stranger = (await t.app.tokens.issue('parent', row!.id)).access_token;
    const other = await childList(stranger, c.studentId);
    expect([other.code, other.message]).toEqual([Code.FORBIDDEN, Msg.forbidden]);
    const one = await get(t.app, ParentTaskPaths.childTask, stranger, { childId: c.studentId, taskId: c.demoTaskId });
    expect(one.code).toBe(Code.FORBIDDEN);
    const teacher = await childList(c.teacher, c.studentId);
    expect(teacher.code).toBe(Code.TOKEN_EXPIRED);
    const notAChild = await childList(c.parent, c.studentId + 100_000);
    expect(notAChild.code).toBe(Code.FORBIDDEN);
    const bad = await get(t.app, ParentTaskPaths.childTask, c.parent, { childId: 'x', taskId: c.demoTaskId });
    expect([bad.code, typeof bad.message]).toEqual([Code.BAD_REQUEST, 'string']);
  });
});
