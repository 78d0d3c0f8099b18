import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { Executor } from '../repositories/tx';
import { seedAccounts } from './0001-accounts';
import { seedCatalog } from './0002-catalog';
import { seedSchoolCodes } from './0400-school-codes';
import { seedTeachers } from './0401-teachers';
import { seedClasses } from './0402-classes';
import { seedRedeem } from './0403-redeem';
import { seedAppVersion } from './0200-app-version';
import { seedShell } from './0300-shell';
import { seedDigital } from './0900-digital';
import { seedAiCourses } from './1100-aicourse';
import { seedActivities } from './1400-activity';
import { seedTasks } from './1900-task';
import { seedReader } from './2000-reader';
import { seedResources } from './2500-resources';
import { seedLive } from './2100-live';
import { seedReading } from './2200-reading';
import { seedBoutique } from './2300-boutique';
import { seedResearch } from './2400-research';
import { seedTrainings } from './2800-training';
import { seedAuthoring } from './2900-authoring';
import { seedEditing } from './3000-editing';
import { seedDatacenter } from './3100-datacenter';
import { seedOperations } from './3200-operations';
import { seedAicourseTrainings } from './3400-aicourse-trainings';
import { seedAgreements } from './3800-agreements';
import type { SeedOptions } from './seed-options';

export type { SeedOptions } from './seed-options';

/**
 * Demo data, one step per area, each run once per database (recorded in _seeds). A step and its marker commit
 * together, so two servers starting at once cannot seed twice.
 */
export const seeds: { id: string; run: (db: Executor, opts: SeedOptions) => Promise<void> }[] = [
  { id: '0001-accounts', run: seedAccounts },
  { id: '0002-catalog', run: seedCatalog },
  { id: '0200-app-version', run: seedAppVersion },
  { id: '0300-shell', run: seedShell },
  { id: '0400-school-codes', run: seedSchoolCodes },
  { id: '0401-teachers', run: seedTeachers },
  { id: '0402-classes', run: seedClasses },
  { id: '0403-redeem', run: seedRedeem },
  { id: '0900-digital', run: seedDigital },
  { id: '1100-aicourse', run: seedAiCourses },
  { id: '1400-activity', run: seedActivities },
  { id: '1900-task', run: seedTasks },
  { id: '2000-reader', run: seedReader },
  { id: '2100-live', run: seedLive },
  { id: '2200-reading', run: seedReading },
  { id: '2300-boutique', run: seedBoutique },
  { id: '2400-research', run: seedResearch },
  { id: '2500-resources', run: seedResources },
  { id: '2800-training', run: seedTrainings },
  { id: '2900-authoring', run: seedAuthoring },
  { id: '3000-editing', run: seedEditing },
  { id: '3100-datacenter', run: seedDatacenter },
  { id: '3200-operations', run: seedOperations },
  { id: '3400-aicourse-trainings', run: seedAicourseTrainings },
  { id: '3800-agreements', run: seedAgreements },
];

/**
 * Runs the steps not yet recorded. Servers sharing a database call it through prepareDatabase (db/migrate.ts), which
 * holds the start-up lock: concurrent CREATE TABLE IF NOT EXISTS is not safe in PostgreSQL.
 */
export async function seedDemo(db: Db, opts: SeedOptions = { staff: true }): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS _seeds (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  for (const step of seeds) {
    await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`INSERT INTO _seeds (id) VALUES (${step.id}) ON CONFLICT DO NOTHING RETURNING id`,
      );
      const rows = Array.isArray(claimed) ? claimed : (claimed as { rows: unknown[] }).rows;
      if (!rows.length) return;
      await step.run(tx, opts);
      applied.push(step.id);
    });
  }
  return applied;
}
