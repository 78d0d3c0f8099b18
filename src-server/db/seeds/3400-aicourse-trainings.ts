import { and, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { aiCourses, aicourseSections, aicourseUnits, trainingLinks, trainings } from '../schema';
import { BUGGY_TRAINING } from './training-content';

/**
 * AI lab trainings linked to AI-course sections (getTrainingByLinkType AICOURSE_SECTION): each is the practice of a
 * unit's hands-on task (its TASK section) whose topic it fits. `unit` is the unit's index in its course.
 */
export const AICOURSE_TRAINING_LINKS = [
  // Loops: 三年级2班 stands at this unit of AI 编程启蒙, so the demo teacher meets the training in class.
  { course: 'AI 编程启蒙：和机器人一起学逻辑', unit: 2, training: '找出一个数的所有因数' },
  // Teaching a machine to tell cats from dogs ↔ a first text classifier (AI 创客兴趣班 runs this course).
  { course: '人工智能初探：图像识别', unit: 1, training: 'AI 初体验：评论情感分类' },
  // Lists and loops over a CSV file.
  { course: 'Python 入门：数据与算法', unit: 1, training: BUGGY_TRAINING },
] as const;

/** Links each training above to its unit's TASK section; a course, unit or training missing in the data is skipped. */
export async function seedAicourseTrainings(db: Executor) {
  for (const link of AICOURSE_TRAINING_LINKS) {
    const [section] = await db
      .select({ id: aicourseSections.id })
      .from(aicourseSections)
      .innerJoin(aicourseUnits, eq(aicourseUnits.id, aicourseSections.unitId))
      .innerJoin(aiCourses, eq(aiCourses.id, aicourseUnits.aicourseId))
      .where(
        and(eq(aiCourses.title, link.course), eq(aicourseUnits.sort, link.unit), eq(aicourseSections.kind, 'TASK')),
      )
      .limit(1);
    const [training] = await db
      .select({ id: trainings.id })
      .from(trainings)
      .where(eq(trainings.title, link.training))
      .limit(1);
    if (section && training)
      await db
        .insert(trainingLinks)
        .values({ trainingId: training.id, linkType: 'AICOURSE_SECTION', linkId: section.id });
  }
}
