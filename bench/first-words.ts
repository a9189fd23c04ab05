/**
 * Issue 38: on a throttled phone (400 kbps, 400 ms round trips, the CPU slowed to the phone the
 * Lighthouse runs simulate: bench/cpu.ts), how soon a customer can start typing on the complaint
 * details step, beside how soon the landing page shows its heading, in the same runs; and whether
 * what they typed then is still there once the step's code is alive.
 *
 * Issue 50: how soon after an answer and Continue tapped on a complaint question as soon as it is
 * on screen (before its code has arrived) the next step's first field takes typing, beside the
 * same landing heading.
 */
import { chromium, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { absolute, paths } from '../src/config/paths';
import { APP_LIVE_ATTRIBUTE } from '../src/lib/island';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { cpuSlowdownFor } from './cpu';
import { median } from './median';

const NETWORK = {
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};
const TYPED = 'Aoife';
/** What the question page says on its console when it is tapped, with the tap's time. */
const TAPPED = 'tapped at ';

export interface FirstWordsResult {
  runs: number;
  /** Median ms from asking for the page to its heading on screen. */
  landingHeadingMs: number;
  /** Median ms from asking for the page to "First name" on screen and taking typing. */
  detailsTypingMs: number;
  /** Median ms until the step's code is alive. */
  detailsLiveMs: number;
  ratio: number;
  /** Runs in which the words typed before the code were still there once it was alive. */
  keptRuns: number;
  /**
   * Median ms from Continue tapped on "How do you pay for your energy?" (Pay As You Go chosen) as
   * soon as the question is on screen, to "First name" on the next step on screen and taking
   * typing; and as a multiple of the landing heading's time.
   */
  tapToFieldMs: number;
  tapRatio: number;
  /** Runs in which the tap came before the question's code was alive (the case measured). */
  earlyTapRuns: number;
  benchmarkIndex: number;
}

async function timed(page: Page, origin: string, path: string, ready: () => Promise<void>) {
  const start = Date.now();
  void page.goto(`${origin}${absolute(path)}`, { waitUntil: 'commit' }).catch(() => {});
  await ready();
  return Date.now() - start;
}

export async function runFirstWords(origin: string, runs: number): Promise<FirstWordsResult> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('The first-words bench needs Chromium');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const landing: number[] = [];
  const typing: number[] = [];
  const live: number[] = [];
  const taps: number[] = [];
  const benchmarks: number[] = [];
  let kept = 0;
  let early = 0;
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const which of ['landing', 'details', 'tap'] as const) {
        const context = await browser.newContext({
          ignoreHTTPSErrors: true,
          hasTouch: true,
          isMobile: true,
          viewport: { width: 390, height: 844 },
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.goto('about:blank');
        const benchmark = await page.evaluate(pageFunctions.computeBenchmarkIndex);
        benchmarks.push(benchmark);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownFor(benchmark) });
        if (which === 'landing') {
          landing.push(
            await timed(page, origin, paths.home(), () =>
              page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 }),
            ),
          );
        } else if (which === 'tap') {
          const answer = page.getByRole('radio', { name: 'Pay As You Go' });
          await timed(page, origin, paths.selectEnergy(), () =>
            answer.waitFor({ timeout: 60_000 }),
          );
          await answer.check();
          if ((await page.locator(`#root[${APP_LIVE_ATTRIBUTE}]`).count()) === 0) early += 1;
          // From the tap as the page has it (the click's own time), not from when playwright
          // set out to make it: on a busy machine that is tens to hundreds of milliseconds before.
          await page.evaluate((said) => {
            document.addEventListener(
              'click',
              (e) => console.log(`${said}${performance.timeOrigin + e.timeStamp}`),
              { capture: true, once: true },
            );
          }, TAPPED);
          const tapped = page.waitForEvent('console', (m) => m.text().startsWith(TAPPED));
          const field = page.getByLabel('First name');
          await page.getByRole('button', { name: 'Continue' }).click();
          await field.waitFor({ timeout: 60_000 });
          await field.fill(TYPED);
          taps.push(Date.now() - Number((await tapped).text().slice(TAPPED.length)));
        } else {
          const field = page.getByLabel('First name');
          const start = Date.now();
          typing.push(
            await timed(page, origin, paths.complaintDetails('gas-and-electricity'), async () => {
              await field.waitFor({ timeout: 60_000 });
              await field.fill(TYPED);
            }),
          );
          await page.waitForSelector(`#root[${APP_LIVE_ATTRIBUTE}]`, { timeout: 120_000 });
          live.push(Date.now() - start);
          if ((await field.inputValue()) === TYPED) kept += 1;
        }
        await context.close();
        process.stdout.write('.');
      }
    }
  } finally {
    process.stdout.write('\n');
    await browser.close();
  }
  const landingHeadingMs = Math.round(median(landing));
  const detailsTypingMs = Math.round(median(typing));
  const tapToFieldMs = Math.round(median(taps));
  const ratio = (ms: number) => Math.round((ms / landingHeadingMs) * 100) / 100;
  return {
    runs,
    landingHeadingMs,
    detailsTypingMs,
    detailsLiveMs: Math.round(median(live)),
    ratio: ratio(detailsTypingMs),
    keptRuns: kept,
    tapToFieldMs,
    tapRatio: ratio(tapToFieldMs),
    earlyTapRuns: early,
    benchmarkIndex: Math.round(median(benchmarks)),
  };
}
