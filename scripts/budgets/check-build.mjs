// `npm run build:web` ends here: each entry's JavaScript (gzip) as a browser would fetch it, from Vite's manifest
// (see static-walk.mjs). Fails (exit 1) above budget, so a later screen cannot leak into a sign-in page or the
// dashboard unnoticed. No browser needed; the budgets e2e spec and `npm run bench` measure the same entries in one.
import { resolve } from 'node:path';
import { kb, walkEntries } from './static-walk.mjs';

const OUT = resolve(import.meta.dirname, '../../out/web');
const rows = walkEntries(OUT);
console.log('\nJavaScript each entry downloads (gzip, from the Vite manifest):');
for (const r of rows) {
  const flag = r.gzip > r.budget ? '  OVER BUDGET' : '';
  console.log(
    `  ${r.entry.name.padEnd(24)} ${r.entry.path.padEnd(20)} ${String(r.files.length).padStart(3)} files ` +
      `${kb(r.gzip).padStart(9)}  (budget ${kb(r.budget)})${flag}`,
  );
}
const over = rows.filter((r) => r.gzip > r.budget);
if (process.env.BUDGET_VERBOSE) for (const r of rows) console.log(r.entry.name, r.files.join(' '));
if (over.length > 0) {
  console.error(`\n${over.map((r) => r.entry.name).join(', ')}: over the JavaScript budget (see above).`);
  process.exit(1);
}
console.log('');
