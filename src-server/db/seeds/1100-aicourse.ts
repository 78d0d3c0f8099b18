import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  aiCourses,
  aicourseLessons,
  aicourseProgress,
  aicourseResources,
  aicourseSections,
  aicourseTeam,
  aicourseUnits,
  aicourseUnitsDone,
  aicourseWorks,
  classCourses,
  classes,
  classStudents,
  coursePackageCourses,
  coursePackages,
  courseSeries,
  users,
} from '../schema';
import { AICOURSE_CLIPS, COURSE_UNITS, sheetFile, unitSections } from './aicourse-content';
import { DEMO_USERS } from './demo-accounts';

/** The administrative class's other students (no sign-in: they are on the roster for works and reports). */
export const CLASSMATES = ['张子涵', '陈思雨', '刘浩然', '赵一诺', '孙悦'];

const SERIES = [
  [
    '人工智能与编程',
    '从机器人启蒙到 Python 算法，循序渐进培养计算思维。',
    [
      [0, 3],
      [6, 7],
    ],
  ],
  [
    '学科素养双师课',
    '数学、英语、语文、科学名师录播，课堂老师组织互动。',
    [
      [1, 4],
      [2, 5],
    ],
  ],
] as const;
const PACKAGES = [
  ['小学 AI 启蒙套餐', '1-6年级', '信息科技'],
  ['初中编程与创客', '5-9年级', '信息科技'],
  ['数学与科学素养包', '1-5年级', '综合'],
  ['语言素养包', '1-6年级', '综合'],
] as const;

/**
 * Issue 11's demo: outlines, sections and resources for every catalogue AI course; series and packages; the
 * teaching team; classmates for 三年级2班; and that class's AI 编程启蒙 two units in, with works and comments.
 */
export async function seedAiCourses(db: Executor) {
  const courses = await db.select().from(aiCourses).orderBy(asc(aiCourses.id));
  const unitIds: number[][] = [];
  for (const [i, course] of courses.entries()) {
    const outline = COURSE_UNITS[i];
    if (!outline) break;
    unitIds.push(await seedCourse(db, course.id, i));
    await db.insert(aicourseTeam).values([
      {
        aicourseId: course.id,
        name: 'AI 老师·小智',
        title: 'AI 主讲教师',
        intro: '录播讲授每个单元的知识点。',
        sort: 0,
      },
      {
        aicourseId: course.id,
        name: ['周明', '何静', '马丽', '郭强', '林芳', '唐薇', '吴昊', '邓磊'][i % 8]!,
        title: `${course.subject}教研员`,
        intro: `负责《${course.title}》的课程设计与课堂活动。`,
        sort: 1,
      },
    ]);
  }
  for (const [s, [name, description, groups]] of SERIES.entries()) {
    const [series] = await db.insert(courseSeries).values({ name, description, sort: s }).returning();
    for (const [g, pair] of groups.entries()) {
      const [pname, gradeRange, subject] = PACKAGES[s * 2 + g]!;
      const [pkg] = await db
        .insert(coursePackages)
        .values({
          seriesId: series!.id,
          name: pname,
          gradeRange,
          subject,
          sort: g,
          description: `${pname}：${description}`,
        })
        .returning();
      const ids = pair.map((k) => courses[k]?.id).filter((x): x is number => !!x);
      if (ids.length)
        await db
          .insert(coursePackageCourses)
          .values(ids.map((courseId, k) => ({ packageId: pkg!.id, courseId, sort: k })));
    }
  }
  await seedClassProgress(db, courses[0]?.id, unitIds[0] ?? []);
}

async function seedCourse(db: Executor, aicourseId: number, index: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [k, unit] of COURSE_UNITS[index]!.entries()) {
    const [row] = await db
      .insert(aicourseUnits)
      .values({ aicourseId, sort: k, title: unit.title, summary: unit.goals[0]!, goals: unit.goals })
      .returning({ id: aicourseUnits.id });
    ids.push(row!.id);
    const sections = unitSections(unit, index + k);
    await db.insert(aicourseSections).values(sections.map((s, n) => ({ ...s, unitId: row!.id, sort: n })));
    const clip = AICOURSE_CLIPS[(index + k) % AICOURSE_CLIPS.length]!;
    await db.insert(aicourseResources).values([
      {
        aicourseId,
        unitId: row!.id,
        kind: 'VIDEO',
        title: `第${k + 1}单元 ${unit.title} 讲解视频`,
        path: `media/${clip[0]}`,
      },
      {
        aicourseId,
        unitId: row!.id,
        kind: 'IMAGE',
        title: `第${k + 1}单元 学习单`,
        path: `media/${sheetFile(index, k)}`,
      },
    ]);
  }
  return ids;
}

/** 三年级2班 has taught the first two units of AI 编程启蒙 and stands at the third. */
async function seedClassProgress(db: Executor, courseId: number | undefined, unitIds: number[]) {
  if (!courseId || unitIds.length < 3) return;
  const [cc] = await db
    .select({ id: classCourses.id, classId: classCourses.classId })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(
      and(eq(classCourses.courseId, courseId), eq(classCourses.courseType, 'AI_COURSE'), eq(classes.type, 'ADMIN')),
    )
    .limit(1);
  if (!cc) return;
  const [school] = await db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, cc.classId));
  const mates = await db
    .insert(users)
    .values(
      CLASSMATES.map((displayName, i) => ({
        mobile: `1380000${String(1100 + i).padStart(4, '0')}`,
        displayName,
        userType: 'STUDENT',
        schoolId: school!.schoolId,
        roles: ['ROLE_DEFAULT'],
      })),
    )
    .returning({ id: users.id });
  await db.insert(classStudents).values(mates.map((m) => ({ classId: cc.classId, studentId: m.id })));
  const [child] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_USERS.student.mobile));
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  await db.insert(aicourseUnitsDone).values([
    { classCourseId: cc.id, unitId: unitIds[0]!, finishedAt: new Date(now - 9 * day) },
    { classCourseId: cc.id, unitId: unitIds[1]!, finishedAt: new Date(now - 4 * day) },
  ]);
  await db
    .insert(aicourseLessons)
    .values(
      [11, 9, 6, 4].map((d) => ({ classCourseId: cc.id, day: new Date(now - d * day).toISOString().slice(0, 10) })),
    );
  const [first] = await db
    .select({ id: aicourseSections.id })
    .from(aicourseSections)
    .where(inArray(aicourseSections.unitId, [unitIds[2]!]))
    .orderBy(asc(aicourseSections.sort))
    .limit(1);
  await db
    .insert(aicourseProgress)
    .values({ classCourseId: cc.id, unitId: unitIds[2]!, sectionId: first!.id, updatedAt: new Date(now - 4 * day) });
  // Works are pictures generated with the course content (DATA_DIR/aicourse/media), served like the videos.
  const works = [
    {
      studentId: child!.id,
      unitId: unitIds[0]!,
      url: 'media/works-1.png',
      name: '会转头的机器人',
      stars: 5,
      praised: true,
      comment: '机器人的头能转动，结构很稳，名字也起得好！',
    },
    {
      studentId: child!.id,
      unitId: unitIds[1]!,
      url: 'media/works-2.png',
      name: '走到讲台的步骤卡',
      stars: 4,
      praised: false,
      comment: '步骤清楚，第三步可以再拆细一点。',
    },
    {
      studentId: mates[0]!.id,
      unitId: unitIds[0]!,
      url: 'media/works-3.png',
      name: '小狗机器人',
      stars: 4,
      praised: true,
      comment: '创意很棒。',
    },
  ];
  await db
    .insert(aicourseWorks)
    .values(works.map((w) => ({ ...w, classCourseId: cc.id, createdAt: new Date(now - 8 * day) })));
}
