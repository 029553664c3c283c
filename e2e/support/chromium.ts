import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The window of every spec unless it sets its own (a laptop's). */
export const VIEWPORT = { width: 1440, height: 900 };

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Debian's Chromium drives the tests (no browser downloads). On a fresh CI machine, install it. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `No Chromium at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}
