/**
 * npm run eval:search: runs every case of the relevance set through the search page's code path,
 * prints the pass rate, the top-1 rate and each failure with its first three results, and writes
 * the figures into bench/results.json (key "searchRelevance").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateRelevance, RELEVANCE_GOAL } from './relevance';

const r = evaluateRelevance();
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
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
const met = r.passRate >= RELEVANCE_GOAL && r.urgentPassed === r.urgentCases && r.calmAlarmed === 0;
console.log(
  `\nSearch relevance: ${r.passed} of ${r.cases} cases pass (${pct(r.passRate)}); ` +
    `top-1 ${pct(r.top1Rate)}; urgent ${r.urgentPassed} of ${r.urgentCases}; ` +
    `calm ${r.calmCases - r.calmAlarmed} of ${r.calmCases} not alarmed. ` +
    `Goal (at least ${pct(RELEVANCE_GOAL)}, every urgent case, no calm case alarmed): ` +
    `${met ? 'met' : 'NOT met'}.`,
);

const file = join(process.cwd(), 'bench/results.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
results.searchRelevance = { measuredAt: new Date().toISOString(), goal: RELEVANCE_GOAL, ...r };
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
process.exitCode = met ? 0 : 1;
