import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrainingPaths, type TrainingCard } from '@shared/api/training';
import { aiCourses, aicourseSections, aicourseUnits } from '../../../db/schema';
import { AICOURSE_TRAINING_LINKS } from '../../../db/seeds/3400-aicourse-trainings';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, DEMO_USERS.teacher.mobile);
});
afterAll(async () => {
  await t?.close();
});

/** The sections of a course's unit, in order (Python 入门 is not held by the demo school: read them from the data). */
const sectionsOf = (course: string, unit: number) =>
  t.app.db
    .select({ id: aicourseSections.id, kind: aicourseSections.kind })
    .from(aicourseSections)
    .innerJoin(aicourseUnits, eq(aicourseUnits.id, aicourseSections.unitId))
    .innerJoin(aiCourses, eq(aiCourses.id, aicourseUnits.aicourseId))
    .where(and(eq(aiCourses.title, course), eq(aicourseUnits.sort, unit)))
    .orderBy(asc(aicourseSections.sort));

const linked = async (sectionId: number, token?: string) =>
  (
    await call<TrainingCard[]>(t.app, {
      url: `${TrainingPaths.byLinkType}?linkType=AICOURSE_SECTION&linkId=${sectionId}`,
      token,
    })
  ).body;

describe('trainings linked to AI course sections (getTrainingByLinkType AICOURSE_SECTION)', () => {
  it.each(AICOURSE_TRAINING_LINKS)(
    '$course unit $unit: its hands-on task lists $training, its other sections nothing',
    async (link) => {
      const sections = await sectionsOf(link.course, link.unit);
      expect(sections.length).toBeGreaterThan(4);
      const task = sections.find((s) => s.kind === 'TASK')!;
      const signedIn = await linked(task.id, teacher);
      expect(signedIn.code).toBe(200);
      expect(signedIn.data).toEqual([
        expect.objectContaining({ title: link.training, kind: 'python', stepCount: expect.any(Number) }),
      ]);
      // Catalogue data, as for BOOK_LESSON: the same answer without signing in.
      expect((await linked(task.id)).data).toEqual(signedIn.data);
      for (const s of sections.filter((x) => x.kind !== 'TASK')) expect((await linked(s.id)).data).toEqual([]);
    },
  );

  it('links nothing to the units around them', async () => {
    const [first] = AICOURSE_TRAINING_LINKS;
    const before = await sectionsOf(first.course, first.unit - 1);
    for (const s of before) expect((await linked(s.id)).data).toEqual([]);
  });
});
