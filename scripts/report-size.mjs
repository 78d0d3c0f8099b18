// Weighs the JavaScript the sign-in route (#/classpro/login) downloads: the entry chunk and its static imports,
// plus the login page's lazy chunk and its static imports, gzip-compressed, from Vite's manifest.
// Fails (exit 1) over the budget, so a login that starts pulling the rest of the product breaks the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = resolve(import.meta.dirname, '../out/web');
const BUDGET_KB = 200;
const LOGIN_PAGE = 'features/auth/pages/teacher-login-page.tsx';

const manifest = JSON.parse(readFileSync(resolve(OUT, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
if (!manifest[LOGIN_PAGE]) throw new Error(`${LOGIN_PAGE} is not a chunk of its own in the Vite manifest`);

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const keys = closure(LOGIN_PAGE, closure(entryKey));
const rows = [...keys]
  .map((k) => {
    const bytes = readFileSync(resolve(OUT, manifest[k].file));
    return { file: manifest[k].file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log('\nJavaScript downloaded by #/classpro/login (gzip):');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(9)}`);
console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)}  ${kb(total).padStart(9)}  (budget ${BUDGET_KB} KB)\n`);
if (total > BUDGET_KB * 1024) {
  console.error(`The sign-in route downloads ${kb(total)} of JavaScript (gzip), over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
