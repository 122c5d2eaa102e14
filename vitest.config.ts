import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure, fast), `integration` (a real database and server through inject),
 * `e2e` (the built site in Chromium; needs `npm run build` first).
 */
// On CI every run also writes a JSON report, which .ci/run sums into one closing line.
const ciReporters = process.env.CI
  ? { reporters: ['default', 'json'], outputFile: { json: `.ci/results/vitest-${process.pid}-${Date.now()}.json` } }
  : {};

/**
 * Test files at once: one more than the cores (Vitest's default is one fewer, a single worker on the 2-core CI
 * machine). Integration files spend much of their time waiting on their database, timers and child processes;
 * on 2 cores three at once took the unit and integration run from ~13.7 to ~7.6 min. VITEST_MAX_WORKERS overrides.
 */
const TEST_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() + 1);

export default defineConfig({
  test: {
    ...ciReporters,
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: TEST_WORKERS,
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          maxWorkers: TEST_WORKERS,
          include: ['packages/**/src/**/*.integration-test.ts', 'apps/**/src/**/*.integration-test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e-test.ts'],
          environment: 'node',
          // Bounds, not waits: every test waits on conditions; on a 2-core machine shared with other
          // work a browser test that takes 20 s alone can take several times as long.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // One browser and one server for the whole run: files run one after another.
          fileParallelism: false,
          globalSetup: ['e2e/src/global-setup.ts'],
          // Browser tests run on the embedded database and in-process cache whatever the shell sets
          // (see e2e/src/global-setup.ts); DATABASE_URL and REDIS_URL choose the integration tests' servers.
          env: { DATABASE_URL: '', TEST_DATABASE_URL: '', REDIS_URL: '' },
        },
      },
    ],
  },
});
