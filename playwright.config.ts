import { defineConfig, devices } from '@playwright/test';

/** E2E runs the production build served by the real server (see tests/e2e/support/fixtures.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Migrates and seeds the one store every test server starts from a copy of.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // CI runs the suite about 2.7 times slower than a quiet development machine (34.9 against 13.0
  // minutes, the same commit): the longest stories, ~20 s here, need more than a minute there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'en-US',
    // No trace recorded: recording one for every test (to keep it only on a failure) took a quarter of
    // the suite's time, and CI keeps no files to read one from. A failure still leaves a screenshot
    // and the page's ARIA snapshot; to trace, run `npx playwright test --trace on <spec>`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'en-US' } }],
});
