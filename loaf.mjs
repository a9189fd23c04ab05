import { chromium } from 'playwright-core';
const port = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const out = {};
for (const path of ['', 'emergencies', 'bills-and-payments']) {
  const sums = [];
  for (let run = 0; run < 4; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__loaf = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ block: e.blockingDuration, start: e.startTime, scripts: e.scripts.map(s => `${(s.sourceURL||'').split('/').pop()||s.invokerType}:${Math.round(s.duration)}`) }); }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(`http://localhost:${port}/help-and-support/${path}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-island-live])').length === 0);
    await page.waitForTimeout(1500);
    const loaf = await page.evaluate(() => window.__loaf);
    // Blocking after the first frame (the floor has that one too).
    sums.push(Math.round(loaf.slice(1).reduce((a, l) => a + l.block, 0)));
    if (run === 0) console.log(path, loaf.map(l => `${Math.round(l.block)}[${l.scripts.join(',')}]`).join(' '));
    await context.close();
  }
  out[path || 'landing'] = sums;
}
console.log(JSON.stringify(out));
await browser.close();
