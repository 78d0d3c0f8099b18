// `npm run bench:datacenter`: the data centre's part of `npm run bench` alone (scripts/bench-datacenter.ts),
// bundled with the server as scripts/bench.mjs does.
import { build } from 'esbuild';
import { copyDbWorker } from './server-process.mjs';

await build({
  entryPoints: ['scripts/bench-datacenter.ts'],
  outfile: 'out/bench/bench-datacenter.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
});
copyDbWorker('out/bench/bench-datacenter.js');
process.env.BENCH_DATACENTER_ALONE = '1';
await import('../../out/bench/bench-datacenter.js');
