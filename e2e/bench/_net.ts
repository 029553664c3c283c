import { chromium } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../support/chromium.ts';
import { startSite } from '../support/servers.ts';

const site = await startSite({ API_BASE_URL: 'http://127.0.0.1:9/api/v1' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
const page = await browser.newPage();
const counts = new Map<string, number>();
page.on('request', (r) => {
  const u = new URL(r.url()).pathname;
  counts.set(u, (counts.get(u) ?? 0) + 1);
});
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
await page.goto(site.url + (process.argv[2] ?? '/ampep/home'));
await page.waitForTimeout(5000);
for (const [u, n] of counts) console.log(n, u);
console.log(
  (await (await fetch(site.url + (process.argv[2] ?? '/ampep/home'))).text()).slice(0, 3000),
);
await browser.close();
await site.stop();
