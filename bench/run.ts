/**
 * npm run bench: measures the production build and search, prints a table, and writes
 * bench/results.json. Numbers are reported, never asserted by wall clock in tests.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, measureBundles } from './bundle';
import {
  renderBlocking,
  runLighthouse,
  writeStaticFloor,
  type PageResult,
  type Protocol,
  type Server,
} from './lighthouse';
import { PHONE_BENCHMARK_INDEX } from './cpu';
import { runInteractions, type InteractionResult } from './interaction';
import { startPlatform } from './lighthouse';
import { runSearchBench } from './search';
import { runFirstWords, type FirstWordsResult } from './first-words';

const LANDING_JS_BUDGET_GZIP = 100 * 1024;
/** Issue 8's Lighthouse budgets (deliverable 2, and CLS from deliverable 3), per measured route. */
const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
};
/**
 * Issue 19's goals (issue 8's LCP goal, widened to every reading page), in Lighthouse's estimate
 * for a phone of CPU benchmark 500 (set at 4x on a machine of about 2,000; bench/cpu.ts): the
 * reading pages (prerendered, almost all reading) paint within 1.3x the static floor, block for at
 * most 50 ms, and ask for no code before their largest paint; the pages rendered in the browser
 * paint within 1.8x the floor; a customer's taps and typing get the next paint within 100 ms (INP,
 * bench/interaction.ts).
 */
const READING_PAGES = ['landing', 'category', 'emergencies', 'contact us', 'article', 'search'];
/**
 * Issue 38: the forms' steps are built pages too (decision 039), held to the reading pages' paint:
 * LCP within 1.3x the floor, no code before their largest paint. Their blocking time is reported
 * (the whole app comes alive over them), not held to the reading pages' goal.
 */
const FORM_PAGES = ['select type', 'select energy', 'complaint details', 'feedback text'];
const LCP_GOAL = { reading: 1.3 };
const TBT_GOAL_MS = 50;
const INP_GOAL_MS = 100;
/** Issue 38: a form step takes typing within 1.5x the time the landing page shows its heading. */
const FIRST_WORDS_GOAL = 1.5;
/**
 * Issue 50: Continue tapped on a complaint question before its code: the next step's first field
 * takes typing within 1.5x the time the landing page shows its heading, from the tap.
 */
const TAP_GOAL = 1.5;
/** Runs per page; the median of each figure is reported. BENCH_RUNS=1 for a quick look. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * HTTPS with HTTP/2, as production serves the area, unless BENCH_HTTP1=1 (plain HTTP/1.1, as
 * `npm start` serves it): see README "Benchmarks" for both sets of figures.
 */
const PROTOCOL: Protocol = process.env.BENCH_HTTP1 === '1' ? 'http/1.1' : 'h2';
/**
 * Who serves the pages to Lighthouse: the platform (default), nginx with the configuration the
 * build wrote (BENCH_SERVER=nginx), or both in one run, taking turns page by page
 * (BENCH_SERVER=platform,nginx).
 */
const SERVERS = (process.env.BENCH_SERVER ?? 'platform').split(',').map((name) => {
  if (name !== 'platform' && name !== 'nginx') {
    throw new Error(`BENCH_SERVER: "${name}" is neither platform nor nginx`);
  }
  return name as Server;
});
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function report(pages: PageResult[]) {
  const floor = pages.find((p) => p.name === 'static floor')!;
  const lighthouse = pages.map((p) => {
    const lcpRatio = Math.round((p.lcpMs / floor.lcpMs) * 100) / 100;
    const budgets =
      p === floor
        ? null
        : {
            performance: p.performance >= BUDGET.performance,
            accessibility: p.accessibility >= BUDGET.accessibility,
            bestPractices: p.bestPractices >= BUDGET.bestPractices,
            cls: p.cls < BUDGET.cls,
          };
    const reading = READING_PAGES.includes(p.name);
    const built = reading || FORM_PAGES.includes(p.name);
    const lcpLimit = built ? LCP_GOAL.reading : null;
    const goals = {
      lcp: lcpLimit === null ? null : lcpRatio <= lcpLimit,
      tbt: reading ? p.tbtMs <= TBT_GOAL_MS : null,
      codeAfterLcp: built ? p.codeBeforeLcpRuns === 0 : null,
    };
    return { ...p, lcpRatio, lcpLimit, goals, budgets };
  });
  const goal = (ok: boolean | null) => (ok === null ? '' : verdict(ok));
  console.table(
    lighthouse.map((p) => ({
      page: p.name,
      perf: p.performance,
      a11y: p.accessibility,
      'best pr.': p.bestPractices,
      seo: p.seo,
      'LCP ms': p.lcpMs,
      'x floor': p.lcpRatio,
      'seen LCP ms': p.observedLcpMs,
      'TBT ms': p.tbtMs,
      CLS: p.cls,
      KB: Math.round(p.bytes / 1024),
      'code after LCP ms': p.codeAfterLcpMs ?? 'none',
      'CPU bench': p.benchmarkIndex,
      'CPU x': p.cpuSlowdown,
      budgets: p.budgets
        ? Object.values(p.budgets).every(Boolean)
          ? 'met'
          : `NOT met: ${Object.entries(p.budgets)
              .filter(([, ok]) => !ok)
              .map(([k]) => k)
              .join(', ')}`
        : 'floor',
    })),
  );
  console.log(
    "Issue 19's goals, page by page (Lighthouse's estimate; its CPU benchmark beside each):",
  );
  console.table(
    lighthouse
      .filter((p) => p.lcpLimit !== null)
      .map((p) => ({
        page: p.name,
        'CPU bench': p.benchmarkIndex,
        'CPU x': p.cpuSlowdown,
        [`LCP x floor`]: `${p.lcpRatio} (<= ${p.lcpLimit})`,
        'LCP goal': goal(p.goals.lcp),
        'TBT ms': p.tbtMs,
        // What the page's code adds: the floor, with none, blocks too on a loaded machine.
        'TBT over floor ms': p.tbtMs - floor.tbtMs,
        [`TBT <= ${TBT_GOAL_MS} ms`]: goal(p.goals.tbt),
        'code asked for after LCP': goal(p.goals.codeAfterLcp),
      })),
  );
  for (const p of lighthouse) {
    if (p.failing.length) console.log(`${p.name}: not passing: ${p.failing.join('; ')}`);
  }
  console.log(
    `Lighthouse's CPU benchmark for this machine: ${floor.benchmarkIndex} (higher is faster); each run slowed the CPU to a phone of ${PHONE_BENCHMARK_INDEX} (decision 033): ${floor.cpuSlowdown}x for the floor`,
  );
  const security = lighthouse[0]!.security;
  console.log(
    `Security audits (landing): ${Object.entries(security)
      .map(([id, v]) => `${id} ${v}`)
      .join('; ')}`,
  );
  console.log(
    `Lighthouse budgets (perf >= ${BUDGET.performance}, a11y ${BUDGET.accessibility}, best practices ${BUDGET.bestPractices}, CLS < ${BUDGET.cls}): ${verdict(lighthouse.every((p) => !p.budgets || Object.values(p.budgets).every(Boolean)))}`,
  );
  const all = (key: keyof (typeof lighthouse)[number]['goals']) =>
    verdict(lighthouse.every((p) => p.goals[key] !== false));
  const benchmark = `CPU benchmark ${floor.benchmarkIndex}, slowed to a phone of ${PHONE_BENCHMARK_INDEX}`;
  console.log(
    `Reading pages (${READING_PAGES.join(', ')}): LCP within ${LCP_GOAL.reading}x the floor ${all('lcp')}; TBT at most ${TBT_GOAL_MS} ms ${verdict(lighthouse.every((p) => p.goals.tbt !== false))} (the floor, with no code at all: ${floor.tbtMs} ms); no code asked for before the largest paint ${all('codeAfterLcp')} (${benchmark})`,
  );
  const forms = lighthouse.filter((p) => FORM_PAGES.includes(p.name));
  console.log(
    `Form steps (${FORM_PAGES.join(', ')}): LCP within ${LCP_GOAL.reading}x the floor ${verdict(forms.every((p) => p.goals.lcp !== false))}; no code asked for before the largest paint ${verdict(forms.every((p) => p.goals.codeAfterLcp !== false))} (${benchmark}); largest paint seen in the same runs: ${lighthouse
      .map((p) => `${p.name} ${p.observedLcpMs} ms`)
      .join(', ')}\n`,
  );
  return lighthouse;
}

const outDir = mkdtempSync(join(tmpdir(), 'hs-bench-'));
try {
  build(outDir);
  const bundles = measureBundles(outDir);
  console.log('\nInitial load per route (KB)');
  console.table(
    bundles.routes.map((r) => ({
      route: r.route,
      // A reading page loads only its islands (decision 025); a form step the app (decision 039).
      code: r.islands ? 'islands' : 'app',
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

  const head = renderBlocking(outDir);
  // Budget: nothing render-blocking besides (at most) one CSS file.
  const headMet =
    head.blocking.length === 0 ||
    (head.blocking.length === 1 && /rel="stylesheet"/.test(head.blocking[0] ?? ''));
  console.log(
    `Render-blocking requests: ${head.blocking.length}${head.blocking.length ? ` (${head.blocking.map((t) => /(?:href|src)="([^"]+)"/.exec(t)?.[1]).join(', ')})` : ''}; stylesheet inlined: ${kb(head.inlineStyleBytes)} KB; at most one CSS file: ${verdict(headMet)}`,
  );
  console.log(`Web fonts: ${head.webFonts} (system fonts; nothing to self-host or preload)\n`);

  writeStaticFloor(outDir);
  console.log(
    `Lighthouse 12, mobile defaults, ${RUNS} runs per page, medians; served by ${SERVERS.join(' and ')} over ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}`,
  );
  const measured = await runLighthouse(outDir, RUNS, PROTOCOL, SERVERS);
  const lighthouseBy: Record<string, ReturnType<typeof report>> = {};
  for (const server of SERVERS) {
    console.log(
      `\nServed by ${server === 'nginx' ? "nginx (the build's configuration)" : 'the platform'}:`,
    );
    lighthouseBy[server] = report(measured[server]!);
  }

  console.log(
    `Interaction to Next Paint: scripted taps and typing on a phone-sized screen, ${RUNS} runs each, Chrome's CPU slowed to a phone of ${PHONE_BENCHMARK_INDEX} (decision 033), measured by web-vitals`,
  );
  const platform = await startPlatform(outDir, PROTOCOL);
  const origin = `${PROTOCOL === 'h2' ? 'https' : 'http'}://127.0.0.1:${platform.port}`;
  let interaction: InteractionResult[];
  let firstWords: FirstWordsResult;
  try {
    interaction = await runInteractions(origin, RUNS);
    console.log(
      `First words on a throttled phone (400 kbps, 400 ms, CPU slowed to a phone of ${PHONE_BENCHMARK_INDEX}), ${RUNS} runs:`,
    );
    firstWords = await runFirstWords(origin, RUNS);
  } finally {
    await platform.stop();
  }
  const interactionGoals = interaction.map((r) => ({ ...r, met: r.inpMs < INP_GOAL_MS }));
  console.table(
    interactionGoals.map((r) => ({
      scenario: r.name,
      'INP ms (median)': r.inpMs,
      'slowest run ms': r.worstMs,
      'slowest interaction': r.worst,
      'CPU bench': r.benchmarkIndex,
      [`INP < ${INP_GOAL_MS} ms`]: verdict(r.met),
    })),
  );
  console.log(`INP under ${INP_GOAL_MS} ms: ${verdict(interactionGoals.every((r) => r.met))}\n`);
  const firstWordsMet =
    firstWords.ratio <= FIRST_WORDS_GOAL && firstWords.keptRuns === firstWords.runs;
  console.log(
    `Complaint details: "First name" takes typing at ${firstWords.detailsTypingMs} ms, the landing page's heading shows at ${firstWords.landingHeadingMs} ms (${firstWords.ratio}x, goal <= ${FIRST_WORDS_GOAL}x); alive at ${firstWords.detailsLiveMs} ms with the words kept in ${firstWords.keptRuns} of ${firstWords.runs} runs (CPU benchmark ${firstWords.benchmarkIndex}): ${verdict(firstWordsMet)}`,
  );
  const tapMet = firstWords.tapRatio <= TAP_GOAL && firstWords.earlyTapRuns === firstWords.runs;
  console.log(
    `Tap to the next field: Continue on "How do you pay for your energy?" before its code, "First name" on the next step takes typing ${firstWords.tapToFieldMs} ms after the tap (${firstWords.tapRatio}x the landing heading, goal <= ${TAP_GOAL}x; the tap before the code in ${firstWords.earlyTapRuns} of ${firstWords.runs} runs): ${verdict(tapMet)}\n`,
  );

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
    renderBlocking: { ...head, met: headMet },
    // The platform's figures under "lighthouse", nginx's under "lighthouseNginx" (BENCH_SERVER).
    ...Object.fromEntries(
      SERVERS.map((server) => [
        server === 'platform' ? 'lighthouse' : 'lighthouseNginx',
        {
          runs: RUNS,
          protocol: PROTOCOL,
          server,
          budget: BUDGET,
          lcpGoal: LCP_GOAL,
          tbtGoalMs: TBT_GOAL_MS,
          pages: lighthouseBy[server],
        },
      ]),
    ),
    firstWords: {
      ...firstWords,
      goal: FIRST_WORDS_GOAL,
      met: firstWordsMet,
      tapGoal: TAP_GOAL,
      tapMet,
    },
    interaction: {
      goalMs: INP_GOAL_MS,
      phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX,
      scenarios: interactionGoals,
    },
    search,
  };
  const file = PROTOCOL === 'h2' ? 'bench/results.json' : 'bench/results-http1.json';
  // npm run eval:search writes its figures into the same file: they stay.
  const { searchRelevance } = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { searchRelevance?: unknown })
    : {};
  writeFileSync(file, `${JSON.stringify({ ...results, searchRelevance }, null, 2)}\n`);
  console.log(`\nWrote ${file}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
