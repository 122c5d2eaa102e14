import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure, fast), `integration` (a real database and server through inject),
 * `e2e` (the built site in Chromium; needs `npm run build` first).
 */
// On CI every run also writes a JSON report, which .ci/run sums into one closing line.
const ciReporters = process.env.CI
  ? { reporters: ['default', 'json'], outputFile: { json: `.ci/results/vitest-${process.pid}-${Date.now()}.json` } }
  : {};

export default defineConfig({
  test: {
    ...ciReporters,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
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
