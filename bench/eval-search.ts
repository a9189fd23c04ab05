/**
 * npm run eval:search: runs the dev set (tests/fixtures/search-relevance.json, the cases the
 * rules and weights are tuned on) and each blind set (tests/fixtures/search-blind-*.json,
 * written by people who never saw the rules, never tuned against) through the search page's
 * code path, and reports each apart: pass rate, top-1, urgent cases shown as urgent and false
 * alarms (calm cases that alarm), with each failure and its first three results. The figures go
 * into bench/results.json ("searchRelevance" for the dev set, "searchBlind" for the blind sets,
 * where each set's first run is kept as it was). Only the dev set decides the exit code: a
 * blind set is reported, never a bar to tune against.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateRelevance, loadRelevanceSet, RELEVANCE_GOAL, RELEVANCE_SET } from './relevance';

type Result = ReturnType<typeof evaluateRelevance>;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function report(name: string, r: Result) {
  console.log(`\n== ${name} ==`);
  for (const f of r.failures) {
    const urgent =
      'calm' in f
        ? `  calm, emergency answer shown: ${f.urgentShown ? 'YES' : 'no'}`
        : 'urgentShown' in f
          ? `  urgent answer shown: ${f.urgentShown ? 'yes' : 'NO'}`
          : '';
    console.log(`FAIL  "${f.q}"  expected ${f.expect.join(' or ')}${urgent}`);
    console.log(`      first 3: ${f.first3.join(', ') || '(nothing)'}`);
  }
  console.log(
    `${name}: ${r.passed} of ${r.cases} cases pass (${pct(r.passRate)}); ` +
      `top-1 ${pct(r.top1Rate)}; urgent ${r.urgentShown} of ${r.urgentCases} shown ` +
      `(${r.urgentPassed} with the right page); false alarms ${r.calmAlarmed} of ${r.calmCases} calm.`,
  );
}

const dev = evaluateRelevance();
report('Dev set (search-relevance.json)', dev);
const met =
  dev.passRate >= RELEVANCE_GOAL && dev.urgentPassed === dev.urgentCases && dev.calmAlarmed === 0;
console.log(
  `Goal of the dev set (at least ${pct(RELEVANCE_GOAL)}, every urgent case, no calm case ` +
    `alarmed): ${met ? 'met' : 'NOT met'}.`,
);

const fixtures = join(process.cwd(), 'tests/fixtures');
const file = join(process.cwd(), 'bench/results.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const previous = (results.searchBlind ?? {}) as Record<string, { firstRun?: unknown }>;
const blind: Record<string, unknown> = {};
const now = new Date().toISOString();
for (const name of readdirSync(fixtures)
  .filter((f) => /^search-blind-.+\.json$/.test(f))
  .sort()) {
  const r = evaluateRelevance(loadRelevanceSet(join(fixtures, name)));
  report(`Blind set ${name} (reported, not a bar)`, r);
  const latest = { measuredAt: now, ...r };
  // A blind set's first run is its honest score: kept as it was, whatever runs after it.
  blind[name] = { firstRun: previous[name]?.firstRun ?? latest, latest };
}

results.searchRelevance = {
  measuredAt: now,
  set: RELEVANCE_SET.slice(process.cwd().length + 1),
  goal: RELEVANCE_GOAL,
  ...dev,
};
results.searchBlind = blind;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
process.exitCode = met ? 0 : 1;
