import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Code } from '@shared/api/common';
import type { ClassTrainingResults, MyTrainingResults, SaveResultInput, TrainingResult } from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { classCourses, classes, classStudents, trainingResults, trainings } from '../../db/schema';
import { className } from '../../domain/classes';
import { BizError } from '../../lib/errors';
import { classCourseAccess } from './access';
import { findTraining } from './training-rows';

/**
 * Results of trainings (issue 12): each checked attempt is stored; lists show each user's latest per training and
 * class course. The check ran in the browser (no server-side execution): the verdict is stored as sent, with the
 * code or cells it was given for, so a teacher can read what was submitted.
 */

/** Saves the caller's checked attempt (under a class course they teach or learn in, if given). */
export async function saveResult(db: Db, userId: number, input: SaveResultInput): Promise<TrainingResult> {
  const t = await findTraining(db, input.trainingId);
  if (input.studentCourseId) await classCourseAccess(db, userId, input.studentCourseId);
  const isCode = 'code' in input.submission;
  if (isCode !== (t.kind === 'python')) throw new BizError(Code.BAD_REQUEST, Msg.trainingAnswerKind);
  const [row] = await db
    .insert(trainingResults)
    .values({
      trainingId: t.id,
      userId,
      classCourseId: input.studentCourseId ?? null,
      passed: input.passed,
      score: input.score,
      answer: input.submission,
    })
    .returning({ id: trainingResults.id });
  const [saved] = await resultRows(db, eq(trainingResults.id, row!.id), false);
  return saved!;
}

const cls = alias(classes, 'result_class');

/**
 * Result rows with their training, user and class; `latest` keeps each user's newest per training and class course
 * (with the number of attempts), newest first.
 */
export async function resultRows(db: Db, where: SQL, latest = true, limit = 200): Promise<TrainingResult[]> {
  const fields = {
    r: trainingResults,
    title: trainings.title,
    kind: trainings.kind,
    subject: trainings.subject,
    grade: trainings.grade,
    cls: { type: cls.type, name: cls.name, gradeYear: cls.gradeYear, classNumber: cls.classNumber },
    attempts: sql<number>`(count(*) over (partition by ${trainingResults.userId}, ${trainingResults.trainingId}, ${trainingResults.classCourseId}))::int`,
  };
  const base = latest
    ? db.selectDistinctOn([trainingResults.userId, trainingResults.trainingId, trainingResults.classCourseId], fields)
    : db.select(fields);
  const rows = await base
    .from(trainingResults)
    .innerJoin(trainings, eq(trainings.id, trainingResults.trainingId))
    .leftJoin(classCourses, eq(classCourses.id, trainingResults.classCourseId))
    .leftJoin(cls, eq(cls.id, classCourses.classId))
    .where(where)
    .orderBy(
      ...(latest ? [trainingResults.userId, trainingResults.trainingId, trainingResults.classCourseId] : []),
      desc(trainingResults.createdAt),
      desc(trainingResults.id),
    )
    .limit(limit);
  const now = new Date();
  const names = await displayNames(db, [...new Set(rows.map((x) => x.r.userId))]);
  return rows
    .map(({ r, cls: c, ...x }) => ({
      id: r.id,
      trainingId: r.trainingId,
      title: x.title,
      kind: x.kind as TrainingResult['kind'],
      subject: x.subject,
      grade: x.grade,
      userId: r.userId,
      userName: names.get(r.userId) ?? '',
      studentCourseId: r.classCourseId,
      className: c && c.type !== null && c.name !== null ? className(c as Parameters<typeof className>[0], now) : null,
      passed: r.passed,
      score: r.score,
      attempts: x.attempts,
      answer: r.answer,
      createdAt: r.createdAt.toISOString(),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The caller's own latest results, and (for a class teacher) those of their classes' students. */
export async function myResults(db: Db, userId: number): Promise<MyTrainingResults> {
  const mine = await resultRows(db, eq(trainingResults.userId, userId));
  const myClassCourses = db
    .select({ id: classCourses.id })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(eq(classes.ownerId, userId));
  const students = await resultRows(
    db,
    and(inArray(trainingResults.classCourseId, myClassCourses), ne(trainingResults.userId, userId))!,
  );
  return { mine, classes: students };
}

/** Every student of the teacher's class (of the class course) with their latest result of the training. */
export async function classResults(
  db: Db,
  teacherId: number,
  trainingId: number,
  studentCourseId: number,
): Promise<ClassTrainingResults> {
  await findTraining(db, trainingId);
  const access = await classCourseAccess(db, teacherId, studentCourseId);
  if (access.role !== 'owner') throw new BizError(Code.FORBIDDEN, Msg.forbidden);
  const ids = await db
    .select({ studentId: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, access.classId))
    .orderBy(asc(classStudents.studentId));
  const names = await displayNames(
    db,
    ids.map((r) => r.studentId),
  );
  const students = ids.map((r) => ({ studentId: r.studentId, name: names.get(r.studentId) ?? '' }));
  const ofClass = db.select({ id: classCourses.id }).from(classCourses).where(eq(classCourses.classId, access.classId));
  const results = await resultRows(
    db,
    and(eq(trainingResults.trainingId, trainingId), inArray(trainingResults.classCourseId, ofClass))!,
  );
  const byStudent = new Map<number, TrainingResult>();
  for (const r of results) if (!byStudent.has(r.userId)) byStudent.set(r.userId, r);
  return {
    className: access.className,
    students: students.map((s) => ({ ...s, result: byStudent.get(s.studentId) ?? null })),
  };
}
