import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/**
 * Journeys run one at a time against one real server (started in global-setup with a fresh data
 * folder and a free port): some of them repoint a remote, which every page of the site would see.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A focused journey left in would silently skip all the others, wherever the run is.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  outputDir: '../node_modules/.cache/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
