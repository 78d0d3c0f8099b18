import { eq } from 'drizzle-orm';
import type { TrainingCard } from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { trainings } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type TrainingRow = typeof trainings.$inferSelect;

export const card = (t: TrainingRow): TrainingCard => ({
  id: t.id,
  title: t.title,
  kind: t.kind as TrainingCard['kind'],
  subject: t.subject,
  grade: t.grade,
  summary: t.summary,
  stepCount: t.steps.length,
  minutes: t.minutes,
});

export async function findTraining(db: Db, trainingId: number): Promise<TrainingRow> {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, trainingId));
  if (!row) throw notFound(Msg.trainingNotFound);
  return row;
}
