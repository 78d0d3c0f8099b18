// `npm run create-operator -- --mobile 139xxxxxxxx [--name 运营管理员]`: builds the server bundle when it is missing or
// out of date, then runs its create-operator entry with the same arguments and environment (docs/deployment.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '__tests__') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const entry = 'out/server/create-operator.js';
const sources = ['src-server', 'src-shared'].filter((d) => existsSync(d));
if (sources.length && (!existsSync(entry) || statSync(entry).mtimeMs < Math.max(...sources.map(newest)))) {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
