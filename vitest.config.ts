import { realpathSync } from 'node:fs';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeTexts } from './scripts/localeTexts.ts';

/**
 * A folder for transformed modules that `npm test` (scripts/test.mjs) names afresh for each run: its vitest steps
 * then transform the modules they share (the server above all) once, not once per step. Never kept across runs,
 * where it could outlive a change its keys do not see (the locale chunks are built from several files).
 */
const moduleCache = process.env.TEST_MODULE_CACHE;

/** One project per suite; `npm test` runs them all (see scripts/test.mjs). */
export default defineConfig({
  plugins: [react(), localeTexts('locales')],
  // A linked node_modules (a second working tree of the repository) lies outside the root, and Vite refuses
  // `?url` imports from there (the map's bundled world data) unless its real folder is allowed too.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
  test: {
    ...(moduleCache && { experimental: { fsModuleCache: true, fsModuleCachePath: moduleCache } }),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/support/supportPagesSetup.ts', 'tests/support/postgresTemplateSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's modules are imported once per worker, not once per file (that took 40 % of the
          // suite's time): every file starts servers of its own, and the server keeps no state in its modules
          // beyond caches keyed by the app or the database. Shuffled runs (--sequence.shuffle.files) show it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'node',
          include: ['tests/client/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          environment: 'node',
          include: ['tests/cli/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/supportPagesSetup.ts', 'tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // As in the server project: the server's and the support's modules are imported once, not once per
          // file; each file still starts its own server and browser (tests/e2e/support/suite.ts).
          isolate: false,
          // `expect.poll` waits for a state up to 10 s rather than 1 s: a page on a loaded machine may take longer
          // to draw a grid, and a poll ends as soon as the state is there.
          expect: { poll: { timeout: 10_000 } },
          // One retry for browser timing; a test still has to pass outright on its second run.
          retry: 1,
        },
      },
    ],
  },
});
