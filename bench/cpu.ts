/**
 * The phone the bench slows this machine down to (decision 033). Lighthouse slows the CPU by a
 * constant 4x, which makes a high-end desktop (its CPU benchmark 1,500-2,000) a mid-tier phone; on
 * a slower machine the same 4x makes a slower phone, and the machines this runs on score anywhere
 * from 1,100 to 2,200, moving within one run. Lighthouse's throttling guide says to calibrate the
 * slowdown by the benchmark ("Calibrating the CPU slowdown", docs/throttling.md); issue 26 measured
 * at 7x on a machine of about 3,800. So each run first takes the benchmark, as Lighthouse takes
 * it, and slows the CPU to the same phone: a benchmark of 500.
 */
import { chromium } from 'playwright-core';
// Lighthouse's own benchmark function, run in a page as Lighthouse runs it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median';

/** The phone: Lighthouse's CPU benchmark of a mid-tier phone, 4x under a 2,000 desktop. */
export const PHONE_BENCHMARK_INDEX = 500;

/** The slowdown that makes a machine of this benchmark that phone (never a faster one than 1x). */
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);

/**
 * Lighthouse's benchmark of this machine right now, in a fresh tab of a running Chromium: the
 * median of a few, as one moves by half either way within seconds on a shared machine.
 */
export async function benchmarkIn(debuggingPort: number, samples = 3) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto('about:blank');
    const indexes: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    await page.close();
    return median(indexes);
  } finally {
    // Connected, not launched: this lets go of the browser, which Lighthouse goes on using.
    await browser.close();
  }
}
