/**
 * npm run screenshots: every page of tests/e2e/support/layout.ts at each width, as it is and with
 * "Larger text", as full-page PNGs in screenshots/ (gitignored), for a person to look through
 * before a release. The built app (dist/) is served by the local platform on a free port.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPlatform } from '../server/app';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { openPage, PAGES, WIDTHS } from '../tests/e2e/support/layout';
import { BASENAME } from '../src/config/paths';

const outDir = 'screenshots';
const executablePath = findChromium();
if (!executablePath) {
  console.error('Screenshots need Chromium: apt-get install chromium (or set CHROME_PATH).');
  process.exit(1);
}

const { app } = await buildPlatform({ databasePath: ':memory:' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${BASENAME}`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
rmSync(outDir, { recursive: true, force: true });
const shots: string[] = [];
try {
  for (const largeText of [false, true]) {
    for (const width of WIDTHS) {
      const folder = `${width}${largeText ? '-larger-text' : ''}`;
      mkdirSync(join(outDir, folder), { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // Answered once per width, as a customer would, so the banner is not in every picture (it
      // has its own checks in polish.spec.ts).
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Reject all cookies' }).click();
      await page.getByRole('button', { name: 'Hide cookie message' }).click();
      for (const entry of PAGES) {
        const { name } = entry;
        await openPage(page, base, entry);
        await page.waitForLoadState('networkidle');
        const larger = page.getByRole('button', { name: 'Larger text' });
        if (largeText && (await larger.getAttribute('aria-pressed')) !== 'true') {
          await larger.click();
        }
        const file = join(outDir, folder, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.push(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
// A page to look through them in order, each width side by side.
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:16px system-ui;margin:1rem}figure{display:inline-block;vertical-align:top;margin:0 1rem 2rem 0}img{max-width:420px;border:1px solid #ccc}</style>` +
    PAGES.map(
      ({ name }) =>
        `<h2>${name}</h2>` +
        shots
          .filter((f) => f.endsWith(`/${name}.png`))
          .map(
            (f) =>
              `<figure><img src="${f.slice(outDir.length + 1)}" loading="lazy" alt=""><figcaption>${f.split('/')[1]}</figcaption></figure>`,
          )
          .join(''),
    ).join(''),
);
console.log(`${shots.length} screenshots in ${outDir}/ (open ${outDir}/index.html)`);
