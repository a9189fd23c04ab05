/**
 * Interaction to Next Paint (issue 19): a customer's taps and typing, scripted, on the production
 * build, measured by the `web-vitals` library in the page. Each run first takes Lighthouse's CPU
 * benchmark of this machine (unthrottled, as Lighthouse does) and slows Chrome's CPU to the phone
 * the Lighthouse runs simulate (bench/cpu.ts), so figures from different machines can be read
 * side by side.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { onINP } from 'web-vitals/attribution';
// Lighthouse's own benchmark function, run in the page as Lighthouse runs it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { absolute, paths } from '../src/config/paths';
import { cpuSlowdownFor } from './cpu';
import { median } from './median';

// The build that sets a `webVitals` global, beside the package's CommonJS build.
const WEB_VITALS = join(
  dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);
/** A customer typing on a phone: about six keys a second. */
const KEY_DELAY_MS = 160;

export interface InteractionResult {
  name: string;
  url: string;
  runs: number;
  /** Median over the runs of each run's INP (its slowest interaction here: fewer than 50). */
  inpMs: number;
  /** The slowest run's INP and what it was. */
  worstMs: number;
  worst: string;
  benchmarkIndex: number;
}

interface Scenario {
  name: string;
  path: string;
  /** What the customer does once the page is in front of them. */
  act: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'landing: search and menu',
    path: paths.home(),
    act: async (page) => {
      // The header's tools are offered once the page is live.
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      const box = page.getByRole('combobox', { name: 'What do you need help with?' });
      await box.tap();
      await page.keyboard.type('boiler pressure', { delay: KEY_DELAY_MS });
      await page.getByRole('listbox').waitFor();
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await page.waitForTimeout(300);
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'complaint details: typing',
    path: paths.complaintDetails('gas-and-electricity'),
    act: async (page) => {
      const field = async (label: string, text: string) => {
        await page.getByLabel(label, { exact: true }).tap();
        await page.keyboard.type(text, { delay: KEY_DELAY_MS });
      };
      await field('First name', 'Aoife');
      await field('Surname', "O'Neill");
      await field('Email address', 'aoife@example.com');
      await field('Postcode', 'LS1 4AB');
      await page.getByRole('button', { name: 'Find address' }).tap();
      await page.getByLabel('Select your address').waitFor();
      await page.waitForTimeout(500);
    },
  },
];

interface InpReport {
  value: number;
  target?: string;
  type?: string;
}

/** INP of each scenario on the build served at `origin` (https, a certificate made for the run). */
export async function runInteractions(origin: string, runs: number): Promise<InteractionResult[]> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('The interaction bench needs Chromium: apt-get install chromium');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const inps: InpReport[] = [];
      const benchmarks: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        // A phone: touch, a phone-sized screen, a fresh profile every run.
        const context = await browser.newContext({
          ignoreHTTPSErrors: true,
          hasTouch: true,
          isMobile: true,
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
        });
        const page = await context.newPage();
        await page.goto('about:blank');
        const benchmark = await page.evaluate(pageFunctions.computeBenchmarkIndex);
        benchmarks.push(benchmark);
        // The file declares a global with `var`; an init script runs inside a function.
        await page.addInitScript({
          content: `${readFileSync(WEB_VITALS, 'utf8')};window.webVitals=webVitals;`,
        });
        await page.addInitScript(() => {
          const w = window as unknown as {
            webVitals: { onINP: typeof onINP };
            __inp?: InpReport;
          };
          w.webVitals.onINP(
            (m) => {
              w.__inp = {
                value: m.value,
                target: m.attribution.interactionTarget,
                type: m.attribution.interactionType,
              };
            },
            // Every interaction the browser times (16 ms and over), not only those over 40 ms.
            { reportAllChanges: true, durationThreshold: 16 },
          );
        });
        const cdp = await context.newCDPSession(page);
        // The phone the Lighthouse runs simulate, whatever this machine's speed (bench/cpu.ts).
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownFor(benchmark) });
        await page.goto(`${origin}${absolute(scenario.path)}`);
        await scenario.act(page);
        const inp = await page.evaluate(() => (window as unknown as { __inp?: InpReport }).__inp);
        // Nothing reported: every interaction took under 16 ms.
        inps.push(inp ?? { value: 0 });
        await context.close();
        process.stdout.write('.');
      }
      const worst = inps.reduce((a, b) => (b.value > a.value ? b : a));
      results.push({
        name: scenario.name,
        url: absolute(scenario.path),
        runs,
        inpMs: Math.round(median(inps.map((r) => r.value))),
        worstMs: Math.round(worst.value),
        worst: `${worst.type ?? '?'} on ${worst.target ?? '?'}`,
        benchmarkIndex: Math.round(median(benchmarks)),
      });
    }
  } finally {
    process.stdout.write('\n');
    await browser.close();
  }
  return results;
}
