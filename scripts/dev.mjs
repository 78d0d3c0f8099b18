// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server for the renderer, which proxies /api.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'tsconfig.node.json', 'src-server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIR: '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
