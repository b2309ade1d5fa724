import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; Playwright files (*.e2e.ts) are never collected.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Two cores: more workers only add contention (each server test file runs its own PGlite).
    maxWorkers: 2,
  },
});
