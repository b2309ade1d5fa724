// `npm test`: install if needed, then lint, typecheck, unit + integration tests (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set), then the browser tests in Chromium.
// Ends with one summary line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function addVitestReport(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function addPlaywrightReport(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const vitest = (name, projects, env = {}) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `vitest-${name}.json`)}`,
    ],
    { env: { ...process.env, ...env } },
  ).finally(() => addVitestReport(path.join(reports, `vitest-${name}.json`)));

let failure;
try {
  await ensureInstalled();
  await ensureChromium();
  console.log('› lint');
  await run('npx', ['eslint', '.', '--max-warnings=0']);
  await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  console.log('› typecheck');
  await run('npm', ['run', 'typecheck', '--silent']);
  console.log('› unit and integration tests (PGlite)');
  await vitest('main', ['contract', 'server', 'web']);
  if (process.env.TEST_DATABASE_URL) {
    console.log('› server integration tests (PostgreSQL)');
    await vitest('postgres', ['server-postgres'], { TEST_DB: 'postgres' });
  } else {
    console.log('› TEST_DATABASE_URL is not set: PostgreSQL run skipped');
  }
  console.log('› server timing tests (alone)');
  await vitest('timing', ['server-timing'], { TEST_TIMING: '1' });
  await ensureBuilt();
  console.log('› browser tests (Chromium)');
  const playwright = (name, projects, extra = []) =>
    run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...projects.flatMap((p) => ['--project', p]), ...extra], {
      env: { ...process.env, E2E_REPORT: name },
    }).finally(() => addPlaywrightReport(path.join(reports, `${name}.json`)));
  // The render-time budgets run after the rest, alone on the machine, even when something failed.
  const main = await playwright('e2e', ['desktop', 'mobile']).catch((error) => error);
  console.log('› browser timing tests (Chromium, alone)');
  await playwright('e2e-timing', ['timing'], ['--workers', '1']);
  if (main instanceof Error) throw main;
} catch (error) {
  failure = error;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failure) {
  console.error(failure instanceof Error ? failure.message : failure);
  process.exit(1);
}
