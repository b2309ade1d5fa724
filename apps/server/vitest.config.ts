import { configDefaults, defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';
// Throughput tests (*.timing.test.ts) run on their own, one file at a time, after the other suites:
// beside them, two cores shared with other test files decided the bounds instead of the code.
const timing = process.env.TEST_TIMING === '1';
const timingFiles = 'src/**/*.timing.test.ts';

export default defineConfig({
  test: {
    name: timing ? 'server-timing' : onPostgres ? 'server-postgres' : 'server',
    include: [timing ? timingFiles : 'src/**/*.test.ts'],
    exclude: timing ? configDefaults.exclude : [...configDefaults.exclude, timingFiles],
    fileParallelism: !timing,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
