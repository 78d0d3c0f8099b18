import { and, asc, eq } from 'drizzle-orm';
import { adminClassName, gradeYear } from '@shared/rules/grades';
import type { Executor } from '../repositories/tx';
import { aiCourses, classCourses, classes, classStudents, liveCourses, schoolCourses, schools, users } from '../schema';
import { DEMO_SCHOOL, DEMO_USERS } from './demo-accounts';
import { DEMO_CLASSES } from './demo-classes';

const userId = async (db: Executor, u: { mobile: string; userType: string }) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, u.mobile), eq(users.userType, u.userType)));
  if (!row) throw new Error(`demo user ${u.mobile} is missing: seed 0001-accounts first`);
  return row.id;
};

/**
 * 示范学校's course entitlements and the demo teacher's two classes. Quotas and `used` agree with the class
 * courses. 人工智能初探 has quota 1, already taken by the interest class, so adding it to 三年级2班 shows the
 * 910 dialog.
 */
export async function seedClasses(db: Executor) {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL.name));
  const ai = await db.select({ id: aiCourses.id }).from(aiCourses).orderBy(asc(aiCourses.id));
  const live = await db.select({ id: liveCourses.id }).from(liveCourses).orderBy(asc(liveCourses.id));
  if (!school || ai.length < 5 || live.length < 1) throw new Error('seed the accounts and the catalogue first');
  const teacherId = await userId(db, DEMO_USERS.teacher);
  const parentId = await userId(db, DEMO_USERS.parent);
  const studentId = await userId(db, DEMO_USERS.student);

  const entitlement = async (courseType: 'AI_COURSE' | 'LIVE_COURSE', courseId: number, quota: number) => {
    const [row] = await db
      .insert(schoolCourses)
      .values({ schoolId: school.id, courseType, courseId, quota })
      .returning({ id: schoolCourses.id });
    return { id: row!.id, courseType, courseId };
  };
  const coding = await entitlement('AI_COURSE', ai[0]!.id, 10);
  const maths = await entitlement('AI_COURSE', ai[1]!.id, 10);
  await entitlement('AI_COURSE', ai[2]!.id, 5);
  const aiIntro = await entitlement('AI_COURSE', ai[3]!.id, 1);
  await entitlement('AI_COURSE', ai[4]!.id, 3);
  const space = await entitlement('LIVE_COURSE', live[0]!.id, 5);

  // Inserted first so that the administrative class lists first (newest first, then by id).
  const [interest] = await db
    .insert(classes)
    .values({
      schoolId: school.id,
      ownerId: teacherId,
      type: 'INTEREST',
      name: DEMO_CLASSES.interest,
      intro: '每周五下午的创客社团，动手做智能小作品。',
    })
    .returning({ id: classes.id });
  const now = new Date();
  const cohort = gradeYear(DEMO_CLASSES.admin.level, now);
  const [admin] = await db
    .insert(classes)
    .values({
      schoolId: school.id,
      ownerId: teacherId,
      type: 'ADMIN',
      name: adminClassName(cohort, DEMO_CLASSES.admin.classNumber, now),
      gradeYear: cohort,
      classNumber: DEMO_CLASSES.admin.classNumber,
      intro: '班主任王老师。每周一、三上 AI 编程课，周二、四上数学思维课。',
    })
    .returning({ id: classes.id });

  const plan = [
    { classId: admin!.id, course: coding, weekdays: '1,3' },
    { classId: admin!.id, course: maths, weekdays: '2,4' },
    { classId: interest!.id, course: aiIntro, weekdays: '5' },
    { classId: interest!.id, course: space, weekdays: '' },
  ];
  // The courses joined the classes two weeks ago (the calendar's plans start then, before the seeded lessons).
  const added = new Date(now.getTime() - 14 * 24 * 3600_000);
  for (const p of plan) {
    await db.insert(classCourses).values({
      createdAt: added,
      classId: p.classId,
      schoolCourseId: p.course.id,
      courseType: p.course.courseType,
      courseId: p.course.courseId,
      weekdays: p.weekdays,
    });
    const [sc] = await db.select().from(schoolCourses).where(eq(schoolCourses.id, p.course.id));
    await db
      .update(schoolCourses)
      .set({ used: sc!.used + 1 })
      .where(eq(schoolCourses.id, p.course.id));
  }
  await db.insert(classStudents).values({ classId: admin!.id, studentId, addedBy: parentId });
}
