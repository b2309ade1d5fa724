import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/support/env';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
// Render-time budgets (tagged @timing) run in their own invocation after the others, alone: on two
// cores a parallel test would be measured with them (scripts/test.mjs runs the two in turn).
const timing = /@timing/;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's whole path (sign-ups through the API, then the screens) took 20–36 s with two workers,
  // the server and Chromium sharing two cores, and up to 66 s on a slower machine (session 32, the
  // longest gift shop paths); the limit is for hangs, not for a busy machine.
  timeout: 120_000,
  // How long a screen may take to show what is expected, not a budget (those are the @timing tests):
  // a first visit on a CI machine running 3–4 times slower than usual missed 7 s once (session 32).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `../../test-results/${process.env.E2E_REPORT ?? 'e2e'}.json` }]],
  outputDir: '../../test-results/e2e-artifacts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: timing },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/, grepInvert: timing },
    // No trace: recording one snapshots the page on the thread that is being measured.
    { name: 'timing', use: { ...desktop, trace: 'off' }, grep: timing },
  ],
  webServer: {
    command: 'npx tsx e2e/support/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
