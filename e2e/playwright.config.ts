import { defineConfig } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from './support/chromium.ts';

// The built site and the real job service, driven in Debian's Chromium (no browser downloads).
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  // Two cores: one worker keeps the API's predictions and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
