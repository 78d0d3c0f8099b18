// What each entry of scripts/budgets/entries.json downloads, worked out without a browser from Vite's manifest:
// the entry chunk and its static imports, plus each lazily loaded route module named in `loads` and its static
// imports (Vite preloads those with the dynamic import). Used by the build's check and, as the prediction a real
// browser is held to, by the budgets e2e spec.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Two levels below the repository root both here and in the bench's bundle (out/bench).
export const ENTRIES_FILE = resolve(import.meta.dirname, '../../scripts/budgets/entries.json');

/** @returns {import('./static-walk.d.mts').BudgetFile} */
export function readBudgets() {
  return JSON.parse(readFileSync(ENTRIES_FILE, 'utf8'));
}

/** Gzip size (level 9) of a built file, by its path relative to the output folder. */
export function gzipOf(outDir, file) {
  return gzipSync(readFileSync(resolve(outDir, file)), { level: 9 }).length;
}

export function budgetOf(budgets, entry) {
  return (entry.signedIn ? budgets.signedInKB : budgets.signedOutKB) * 1024;
}

/** Each entry's predicted JavaScript files and their total gzip bytes. */
export function walkEntries(outDir) {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'));
  // What index.html loads first (its module scripts and preloads), as manifest keys.
  const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const keyOf = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]));
  const initialKeys = initialFiles.filter((f) => f.startsWith('assets/')).map((f) => keyOf.get(f));
  if (initialKeys.length === 0 || initialKeys.some((k) => !k))
    throw new Error('index.html scripts not in the manifest');
  // Classic scripts copied from the public folder, if any: fetched by every entry, outside the manifest.
  const plainFiles = initialFiles.filter((f) => !f.startsWith('assets/'));
  const closure = (key, seen) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own in the Vite manifest`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const budgets = readBudgets();
  return budgets.entries.map((entry) => {
    const keys = new Set();
    for (const k of initialKeys) closure(k, keys);
    for (const k of entry.loads) closure(k, keys);
    const files = [...plainFiles, ...[...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))];
    const gzip = files.reduce((s, f) => s + gzipOf(outDir, f), 0);
    return { entry, files, gzip, budget: budgetOf(budgets, entry) };
  });
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
