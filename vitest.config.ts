import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': resolve(import.meta.dirname, 'src-shared'),
  '@renderer': resolve(import.meta.dirname, 'src-renderer'),
};

// Server tests run twice: on embedded PGlite and on the local PostgreSQL (TEST_DB=postgres).
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['src-server/**/__tests__/**/*.test.ts'],
    env: { TEST_DB: db, LOG_LEVEL: 'silent' },
    // PGlite files start from one seeded template made once per run (src-server/test-template.ts).
    globalSetup: db === 'pglite' ? ['src-server/test-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker imports the server once for all its files instead of once per file (~40% of the project's import
    // time). Safe because server tests share no module state that matters: each builds its own app on its own
    // database, and none mocks modules or stubs globals (a vi.mock here would leak into the worker's next files).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two files at a time: Vitest's default on a 2-core machine is one (cores - 1), and a server test file waits on its
    // database (PGlite's own thread, or PostgreSQL's processes) for much of its time.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['src-shared/**/__tests__/**/*.test.ts'] },
      },
      serverProject('server-pglite', 'pglite'),
      serverProject('server-postgres', 'postgres'),
      {
        resolve: { alias },
        test: {
          name: 'main',
          environment: 'node',
          include: ['src-main/**/__tests__/**/*.test.ts', 'src-preload/**/__tests__/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['src-renderer/**/__tests__/**/*.test.{ts,tsx}'],
          setupFiles: ['src-renderer/test-setup.ts'],
          // A file's first test pays for importing MUI and the screen under jsdom: 2 s on an idle 2-core machine, over
          // Vitest's 5 s default when the machine is loaded (a CI run beside other work). Waits still end when they hold.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page under a loaded CI (two browsers and a build on two cores) can take seconds to show what a poll
          // waits for; Vitest's 1 s default made such waits flaky. A poll still ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
          // Two cores: a browser per file, two files at a time.
          maxWorkers: 2,
          // Its own worker limit needs its own group: run after the unit projects when run together.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
