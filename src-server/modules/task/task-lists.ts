import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StudentTask, Submission, studentTaskQuery } from '@shared/api/task';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { findUserNames } from '../../db/repositories/users';
import { classes, classStudents, taskClasses, tasks, taskSubmissions } from '../../db/schema';
import { className } from '../../domain/classes';
import { whoAmI, type TaskRow } from './access';
import { unreadTaskIds } from './notices';
import { summaries } from './view';

/** The read side of submissions: a student's task list, and a class's submissions for its teacher. */
type StudentQuery = z.output<typeof studentTaskQuery>;

/** The student's tasks (of the classes they are in now), newest first, with their submission state. */
export async function studentTasks(db: Db, userId: number, q: StudentQuery, now: Date) {
  const me = await whoAmI(db, userId);
  // A teacher (or anybody but a student) has no tasks to do.
  if (me.userType !== 'STUDENT') return { list: [] as StudentTask[], total: 0 };
  const links = await db
    .select({ taskId: taskClasses.taskId, cls: classes })
    .from(taskClasses)
    .innerJoin(classStudents, eq(classStudents.classId, taskClasses.classId))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(eq(classStudents.studentId, me.id));
  const taskIds = [...new Set(links.map((l) => l.taskId))];
  const subs = taskIds.length
    ? await db
        .select()
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.studentId, me.id), inArray(taskSubmissions.taskId, taskIds)))
    : [];
  const done = (id: number) => ['SUBMITTED', 'MARKED'].includes(subs.find((s) => s.taskId === id)?.state ?? '');
  const wanted = taskIds.filter((id) => !q.state || (q.state === 'DONE') === done(id));
  const rows = wanted.length
    ? await db
        .select()
        .from(tasks)
        .where(inArray(tasks.id, wanted))
        .orderBy(desc(tasks.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
    : [];
  const teachers = await findUserNames(
    db,
    rows.map((r) => r.teacherId),
  );
  const unread = await unreadTaskIds(
    db,
    me.id,
    rows.map((r) => r.id),
  );
  const sums = await summaries(db, rows, now);
  const list: StudentTask[] = rows.map((t, i) => {
    const { classes: _classes, ...task } = sums[i]!;
    const link = links.find((l) => l.taskId === t.id)!;
    const sub = subs.find((s) => s.taskId === t.id);
    return {
      task,
      classId: link.cls.id,
      className: className(link.cls, now),
      teacherName: teachers.find((x) => x.id === t.teacherId)?.name ?? '',
      submissionId: sub?.id ?? null,
      state: (sub?.state ?? 'NOT_STARTED') as StudentTask['state'],
      late: sub?.late ?? false,
      score: sub && sub.state !== 'DRAFT' ? sub.score : null,
      read: !unread.has(t.id),
    };
  });
  return { list, total: wanted.length };
}

/** Every student of one of the task's classes with their submission state (not started when none). */
export async function submissionList(db: Db, task: TaskRow, classId: number) {
  const members = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.id));
  const memberNames = await findUserNames(
    db,
    members.map((m) => m.id),
  );
  const students = members.map((m) => ({ id: m.id, name: memberNames.find((n) => n.id === m.id)?.name ?? '' }));
  const subs = await db
    .select()
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.taskId, task.id), eq(taskSubmissions.classId, classId)));
  // A student removed from the class after submitting still shows, so no answer is lost from view.
  const gone = subs.filter((s) => !students.some((st) => st.id === s.studentId));
  const names = await findUserNames(
    db,
    gone.map((s) => s.studentId),
  );
  return [...students, ...names].map((st) => {
    const s = subs.find((x) => x.studentId === st.id);
    return {
      studentId: st.id,
      studentName: st.name,
      submissionId: s?.id ?? null,
      state: (s?.state ?? 'NOT_STARTED') as Submission['state'],
      late: s?.late ?? false,
      score: s && s.state !== 'DRAFT' ? s.score : null,
      submittedAt: s?.submittedAt?.toISOString() ?? null,
    };
  });
}
