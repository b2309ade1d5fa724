import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

export default defineConfig({
  test: {
    name: onPostgres ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
