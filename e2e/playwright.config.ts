import { defineConfig } from '@playwright/test';
import { CHROMIUM, chromiumArgs, VIEWPORT } from './support/chromium.ts';

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
  // Specs tagged @sweep repeat a check over every tool, width or theme whose representative runs
  // anyway; they run with E2E_ALL=1 (`pnpm e2e:all`), which keeps the test command's run short.
  grepInvert: process.env.E2E_ALL ? undefined : /@sweep/,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    viewport: VIEWPORT,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
