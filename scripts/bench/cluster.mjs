// `npm run bench:cluster` (part of `npm run bench`): bundles scripts/bench-cluster.ts with the server (as
// scripts/bench.mjs does) and runs it: the lesson-start storm and 2 servers vs 1 on the local PostgreSQL and Redis.
import { build } from 'esbuild';
import { copyDbWorker } from './server-process.mjs';

await build({
  entryPoints: ['scripts/bench-cluster.ts'],
  outfile: 'out/bench/cluster.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
});
copyDbWorker('out/bench/cluster.js');
await import('../../out/bench/cluster.js');
