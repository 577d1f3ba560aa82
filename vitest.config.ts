import { defineConfig } from 'vitest/config';

// Most test files spend their time waiting on PostgreSQL, on server processes they start or
// on mail: Vitest's default on this 2-core machine (one worker, a core for itself) left the
// CPU idle for most of the run (docs/perf.md, the test suite). Three files at a time fill it.
const WORKERS = Number(process.env.VITEST_WORKERS ?? 3);

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/web/build/**/*.test.ts',
      'bench/src/**/*.test.ts',
    ],
    globalSetup: ['apps/server/src/test/global-database.ts'],
    maxWorkers: WORKERS,
    // Limits against a test that hangs, not a measure of speed (that is `npm run bench`'s):
    // wide enough for a test that starts two clusters one after the other on a machine whose
    // CPU other work shares (a whole suite run beside the bench).
    testTimeout: 240_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
