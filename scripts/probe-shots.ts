import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { buildPlatform } from '../server/app';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { withEnquiryDetailsGiven } from '../tests/e2e/support/complaints';

const { app } = await buildPlatform({ databasePath: ':memory:' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/help-and-support`;
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS, headless: true });
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, m.type(), m.text()); });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    await page.getByRole('button', { name: 'Hide cookie message' }).click();
    await page.goto(`${base}/meters/smart-meter-not-sending-readings`);
    const fb = page.locator('.page-feedback');
    await fb.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/x/shots/${width}-article-feedback.png` });
    await page.getByRole('button', { name: 'No this page is not useful' }).click();
    await page.getByRole('heading', { name: 'Help us improve this page' }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/x/shots/${width}-article-no.png`, fullPage: true });
    await page.goto(`${base}/bills-and-payments`);
    await page.locator('.page-feedback').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/x/shots/${width}-category.png` });
    await withEnquiryDetailsGiven(page);
    await page.goto(`${base}/complaints/enquiry-pay-as-you-go/query`);
    await page.getByRole('textbox', { name: 'Tell us about your enquiry' }).pressSequentially('my smart meter has stopped sending readings');
    await page.getByRole('complementary', { name: 'These might help straight away' }).waitFor({ timeout: 5000 });
    await page.screenshot({ path: `/tmp/x/shots/${width}-query.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
}
