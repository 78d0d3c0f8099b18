// `npm run bench`: builds the web app, bundles scripts/bench.ts with the server (as scripts/build-server.mjs does, so the `@shared`
// paths resolve exactly as in the built server), then runs it.
import { execSync } from 'node:child_process';
import { build } from 'esbuild';
import { copyDbWorker } from './bench/server-process.mjs';

// The entries are measured on the app as built now (production React).
execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

await build({
  entryPoints: ['scripts/bench.ts'],
  outfile: 'out/bench/bench.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
});
copyDbWorker('out/bench/bench.js');
await import('../out/bench/bench.js');
