import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tables have owners (issue 26, docs/architecture.md rule 7): services and domain rules call repositories
 * (`src-server/db/repositories/`) and build no SQL themselves. This is a ratchet: `KNOWN` lists the module and domain
 * files that still import `drizzle-orm` or the table definitions (`db/schema`). A new file that does fails here, and a
 * listed file that no longer does must be taken off the list, so the list only shrinks. Tests, seeds, migrations
 * and repositories are outside the rule.
 */
const ROOT = resolve(import.meta.dirname, '..');
const KNOWN_FILE = resolve(import.meta.dirname, 'sql-outside-repositories.txt');
const SQL_IMPORT = /from '(drizzle-orm[^']*|(?:\.\.?\/)+(?:\.\.\/)*db\/schema[^']*)'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const touchingSql = () =>
  ['modules', 'domain']
    .flatMap((d) => sourceFiles(join(ROOT, d)))
    .filter((f) => SQL_IMPORT.test(readFileSync(f, 'utf8')))
    .map((f) => relative(ROOT, f).split('\\').join('/'))
    .sort();

const known = readFileSync(KNOWN_FILE, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('SQL lives in repositories', () => {
  it('no new service or domain file builds SQL (use or add a repository in db/repositories/)', () => {
    expect(touchingSql().filter((f) => !known.includes(f))).toEqual([]);
  });

  it('a file that no longer builds SQL is taken off the list', () => {
    const now = new Set(touchingSql());
    expect(known.filter((f) => !now.has(f))).toEqual([]);
  });
});
