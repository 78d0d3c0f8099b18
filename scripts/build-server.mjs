// Bundles the API server into out/server/server.js, and the operator command (docs/deployment.md) into
// out/server/create-operator.js; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';
import { copyDbWorker } from './bench/server-process.mjs';

await build({
  entryPoints: { server: 'src-server/server.ts', 'create-operator': 'src-server/create-operator.ts' },
  outdir: 'out/server',
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
