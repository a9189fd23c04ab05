/**
 * npm run bench: measures the production build and search, prints a table, and writes
 * bench/results.json. Numbers are reported, never asserted by wall clock in tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, measureBundles } from './bundle';
import { runSearchBench } from './search';

const LANDING_JS_BUDGET_GZIP = 100 * 1024;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const outDir = mkdtempSync(join(tmpdir(), 'hs-bench-'));
try {
  build(outDir);
  const bundles = measureBundles(outDir);
  console.log('\nInitial load per route (KB)');
  console.table(
    bundles.routes.map((r) => ({
      route: r.route,
      'js gzip': kb(r.js.gzip),
      'js brotli': kb(r.js.brotli),
      'css gzip': kb(r.css.gzip),
      chunks: r.chunks,
    })),
  );
  const landing = bundles.routes.find((r) => r.route === 'landing')!;
  const landingMet = landing.js.gzip <= LANDING_JS_BUDGET_GZIP && landing.forbidden.length === 0;
  console.log(
    `Landing initial JS ${kb(landing.js.gzip)} KB gzip (budget ${kb(LANDING_JS_BUDGET_GZIP)} KB): ${landingMet ? 'met' : 'NOT met'}` +
      (landing.forbidden.length ? `; must not load: ${landing.forbidden.join(', ')}` : ''),
  );
  console.log(`Total JS ${kb(bundles.totalJs.gzip)} KB gzip\n`);

  const search = runSearchBench();
  console.log('Search latency per keystroke (ms), build time (ms), index size (bytes)');
  console.table(search.latency);
  for (const r of search.relevance) {
    console.log(
      `${r.engine}: ${r.found.map((f) => `${f.query} ${f.top3 ? 'found' : 'MISSED'}`).join('; ')}`,
    );
  }
  const mini5000 = search.latency.find((l) => l.engine === 'minisearch' && l.articles === 5000)!;
  console.log(
    `Search at 5,000 articles: median ${mini5000.medianMs} ms (goal under 5 ms): ${mini5000.medianMs < 5 ? 'met' : 'NOT met'}`,
  );

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    bundles: { ...bundles, landingBudgetGzip: LANDING_JS_BUDGET_GZIP, landingMet },
    search,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results.json');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
