import { execSync } from 'node:child_process';

/** Builds the web app once per e2e run, so the specs test what `npm start` serves. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
