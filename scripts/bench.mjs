// `npm run bench`: bundles scripts/bench.ts with the server (as scripts/build-server.mjs does, so the `@shared`
// paths resolve exactly as in the built server), then runs it.
import { build } from 'esbuild';

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
await import('../out/bench/bench.js');
