import core from './0001-core';
import catalog from './0002-catalog';
import shell from './0300-shell';
import shellReference from './0301-shell-reference';

/**
 * Ordered SQL migrations, one set for PGlite and PostgreSQL. Append only: never edit a migration that has landed.
 * Each area owns its own files; keep the ids unique and increasing.
 */
export const migrations: { id: string; sql: string }[] = [
  { id: '0001-core', sql: core },
  { id: '0002-catalog', sql: catalog },
  { id: '0300-shell', sql: shell },
  { id: '0301-shell-reference', sql: shellReference },
];
