import { execSync } from 'node:child_process';
import { writeSeededTemplate } from '../../src-server/test-template';

/**
 * Builds the web app once per e2e run, so the specs test what `npm start` serves, and the seeded database every
 * spec's server starts from (src-server/test-template.ts).
 */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1')
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build for production.
    execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return writeSeededTemplate();
}
