import { eq } from 'drizzle-orm';
import { TrainingPaths } from '@shared/api/training';
import type { Executor } from '../repositories/tx';
import { trainingLinks, trainings } from '../schema';
import { TRAINING_SEEDS } from './training-content';

/** The AI lab's demo trainings, all in the lab catalogue; the excel one's workbook is served by its url. */
export async function seedTrainings(db: Executor) {
  for (const [i, t] of TRAINING_SEEDS.entries()) {
    const [row] = await db
      .insert(trainings)
      .values({
        title: t.title,
        kind: t.kind,
        subject: t.subject,
        grade: t.grade,
        summary: t.summary,
        instructions: t.instructions,
        steps: t.steps,
        presetFiles: t.presetFiles,
        workbook: t.workbook ?? null,
        checkSpec: t.check,
        minutes: t.minutes,
        sort: i,
      })
      .returning({ id: trainings.id });
    const id = row!.id;
    if (t.kind === 'excel') {
      const files = t.presetFiles.map((f) =>
        f.url || f.content ? f : { ...f, url: `${TrainingPaths.workbookPrefix}${id}.xlsx` },
      );
      await db.update(trainings).set({ presetFiles: files }).where(eq(trainings.id, id));
    }
    await db.insert(trainingLinks).values({ trainingId: id, linkType: 'LAB', linkId: 0 });
  }
}
