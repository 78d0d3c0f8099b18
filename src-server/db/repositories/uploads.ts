import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { SAFE_KEY } from '../../lib/storage/types';
import { uploadedFiles } from '../schema';
import type { Executor } from './tx';

/**
 * The stored uploads and where they are referenced. A reference is any text, varchar or json(b) value of any other
 * table that contains the upload's key: a record keeps a file by naming it (`/files/uploads/<key>`), in a column of
 * its own, a list of photos or an HTML body alike, so a new table needs no registration to keep its files.
 */
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Tables that name keys without keeping the files: the uploads themselves and the short-lived shared state. */
const NOT_REFERENCES = ['uploaded_files', 'kv'];

/** The text-bearing columns of every public table but the uploads' own, by table. */
async function textColumns(db: Executor): Promise<Map<string, string[]>> {
  const rows = rowsOf(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      order by table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const r of rows) {
    const table = String(r.table_name);
    if (NOT_REFERENCES.includes(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), String(r.column_name)]);
  }
  return byTable;
}

/**
 * An upload key anywhere in a text, as a PostgreSQL regular expression with one capturing group: the upload key rule
 * (`SAFE_KEY`) without its anchors and with its groups made non-capturing.
 */
export const KEY_IN_TEXT = `(${SAFE_KEY.source
  .slice(1, -1)
  .replaceAll('\\/', '/')
  .replaceAll('\\d', '[0-9]')
  .replaceAll('\\.', '[.]')
  .replaceAll('(', '(?:')})`;

/**
 * The keys among `keys` that some record references. Each table is read once: the upload keys written in its rows
 * are picked out with one regular expression and matched against the candidates (a search per candidate would read
 * a large table once per key).
 */
export async function referencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!keys.length) return found;
  const candidates = sql.join(
    keys.map((k) => sql`(${k})`),
    sql`, `,
  );
  for (const [table, columns] of await textColumns(db)) {
    const text = sql.join(
      columns.map((c) => sql`coalesce(t.${sql.identifier(c)}::text, '')`),
      sql` || ' ' || `,
    );
    const rows = rowsOf(
      await db.execute(
        sql`select distinct m.g[1] as k from ${sql.identifier(table)} t, regexp_matches(${text}, ${KEY_IN_TEXT}, 'g') as m(g)
          where m.g[1] in (select v.k from (values ${candidates}) as v(k))`,
      ),
    );
    for (const r of rows) found.add(String(r.k));
  }
  return found;
}

/**
 * Stored uploads older than `storedBefore` that were not found referenced since `checkedBefore` (never checked
 * first), and uploads stuck half-stored (a server died while writing) since `storedBefore`.
 */
export function uploadsToCheck(db: Executor, opts: { storedBefore: Date; checkedBefore: Date; limit: number }) {
  return db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key, status: uploadedFiles.status })
    .from(uploadedFiles)
    .where(
      or(
        and(
          eq(uploadedFiles.status, 'stored'),
          lt(uploadedFiles.storedAt, opts.storedBefore),
          or(isNull(uploadedFiles.gcCheckedAt), lt(uploadedFiles.gcCheckedAt, opts.checkedBefore)),
        ),
        and(eq(uploadedFiles.status, 'storing'), lt(uploadedFiles.expiresAt, opts.storedBefore)),
      ),
    )
    .orderBy(sql`${uploadedFiles.gcCheckedAt} nulls first`, asc(uploadedFiles.id))
    .limit(opts.limit);
}

/** Notes that these uploads were found referenced at `at`. */
export async function markReferenced(db: Executor, ids: number[], at: Date) {
  if (ids.length) await db.update(uploadedFiles).set({ gcCheckedAt: at }).where(inArray(uploadedFiles.id, ids));
}

/** Forgets an upload whose object is gone. */
export async function deleteUpload(db: Executor, id: number) {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
