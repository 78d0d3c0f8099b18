import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClassProgress } from '@shared/api/aicourse';
import { AiCoursePaths } from '@shared/api/aicourse';
import { aiCourses } from '../../../db/schema';
import { demoClasses, get } from '../../classes/__tests__/helpers';

/** The catalogue's AI course ids in seed order: 示范学校 holds the first five, not the last three. */
export async function courseIds(app: FastifyInstance) {
  return (await app.db.select({ id: aiCourses.id }).from(aiCourses).orderBy(asc(aiCourses.id))).map((r) => r.id);
}

/** 三年级2班's AI 编程启蒙 (seeded two units in) as the demo teacher sees it. */
export async function adminCoding(app: FastifyInstance, teacher: string) {
  const { admin } = await demoClasses(app, teacher);
  const [coding] = await courseIds(app);
  const list = (await get<ClassProgress[]>(app, AiCoursePaths.classCourseList, teacher, { aicourseId: String(coding) }))
    .data;
  return { admin, progress: list.find((p) => p.classId === admin.id)! };
}
