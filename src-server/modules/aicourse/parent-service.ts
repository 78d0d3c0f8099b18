import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChildCourse } from '@shared/api/aicourse';
import type { Db } from '../../db/client';
import { classCourses, classes, classStudents } from '../../db/schema';
import { className } from '../../domain/classes';
import { forbidden } from '../../lib/errors';
import { childrenOf } from './access';
import { progressOf } from './progress-service';

/** The AI courses of the parent's children's classes (one child's when `childId` is given: it must be theirs). */
export async function parentCourseList(db: Db, parentId: number, childId?: number): Promise<ChildCourse[]> {
  const all = await childrenOf(db, parentId);
  const children = childId === undefined ? all : all.filter((c) => c.id === childId);
  if (childId !== undefined && !children.length) throw forbidden();
  if (!children.length) return [];
  const rows = await db
    .select({ cc: classCourses, cls: classes, studentId: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(classCourses, eq(classCourses.classId, classes.id))
    .where(
      and(
        inArray(
          classStudents.studentId,
          children.map((c) => c.id),
        ),
        eq(classCourses.courseType, 'AI_COURSE'),
      ),
    )
    .orderBy(asc(classStudents.studentId), asc(classCourses.id));
  const now = new Date();
  return Promise.all(
    rows.map(async (r) => ({
      ...(await progressOf(db, r.cc, className(r.cls, now))),
      childId: r.studentId,
      childName: children.find((c) => c.id === r.studentId)?.name ?? '',
    })),
  );
}
