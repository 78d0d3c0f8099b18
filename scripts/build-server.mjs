// Bundles the API server into out/server/server.js; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';
import { copyDbWorker } from './bench/server-process.mjs';

await build({
  entryPoints: ['src-server/server.ts'],
  outfile: 'out/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
});
copyDbWorker('out/server/server.js');
console.log('server built: out/server/server.js');
