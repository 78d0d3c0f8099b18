// `npm start`: build what is missing or out of date, then run the API server, which also serves the web app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const stale = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map((s) => (existsSync(s) ? newest(s) : 0)));

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (stale('out/web/index.html', ['src-renderer', 'src-shared', 'resources/public'])) {
  console.log('Building the web app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
if (stale('out/server/server.js', ['src-server', 'src-shared'])) {
  console.log('Building the API server…');
  run('node', ['scripts/build-server.mjs']);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'out/server/server.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
