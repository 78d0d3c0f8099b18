import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seeds';

/**
 * Test runs start every PGlite database from one template: migrations and demo data are applied once per run (in a
 * global setup) and each test file or e2e server loads a copy, instead of spending ~5 s of one core on them each.
 * The template is exactly what a fresh database with the demo data holds (buildApp then finds every migration and
 * seed applied). Without a global setup (a single file run by hand), databases are built fresh as before.
 */
const ENV = 'CLASSPRO_PGLITE_TEMPLATE';

/** Builds the seeded database, writes it to a temporary file for the run's workers, and returns its removal. */
export async function writeSeededTemplate(): Promise<() => void> {
  const database = await openPglite('memory://');
  try {
    await migrate(database);
    await seedDemo(database.db);
    const file = join(tmpdir(), `classpro-pglite-template-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, await database.dump!());
    process.env[ENV] = file;
    return () => rmSync(file, { force: true });
  } finally {
    await database.close();
  }
}

/** The run's seeded template, when a global setup wrote one. */
export function seededTemplate(): Uint8Array | undefined {
  const file = process.env[ENV];
  return file ? readFileSync(file) : undefined;
}
