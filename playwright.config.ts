import { defineConfig, devices } from '@playwright/test';

/** Debian's old headless shell (scripts/lib/chromium.mjs installs it): the full browser's interface costs a third more CPU. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);

/**
 * End-to-end suite: the built api and storefront on their own ports and a fresh SQLite database (var/e2e/), driven
 * in Debian's Chromium. Playwright never downloads a browser here. Traces only with E2E_TRACE=1: recording them for
 * every test (to keep a failure's) took a quarter of the suite's time, and CI's run leaves no files to read.
 */
export default defineConfig({
  testDir: 'apps/storefront/e2e',
  outputDir: 'var/test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: axe scans of full product and listing pages take seconds on a busy 2-core machine, and the CI machine
  // has had hours where everything ran 3 to 5 times slower (the password-reset walk took over 60 s, the welcome
  // after joining over 7 s). A timeout only says how long a failing test waits; nothing passes that should not.
  timeout: 150_000,
  expect: { timeout: 12_000 },
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node scripts/e2e-stack.mjs',
    url: `http://127.0.0.1:${WEB_PORT}/health`,
    env: { API_PORT: String(API_PORT), PORT: String(WEB_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
