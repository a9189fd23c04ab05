/**
 * The search relevance set (tests/fixtures/search-relevance.json): what customers type, in their
 * own words, and the pages that answer them, run through the same code path as the search page
 * (rules, synonyms, urgent answers, best bets, then articles) over the real content/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { answerQuery, resultIds } from '../src/features/search/answer';
import { createSearchEngine } from '../src/features/search/engine';
import { compileRules } from '../src/features/search/rules';
import { loadLibrary, loadSearchRules, toSearchDocuments } from '../server/content-library';

const caseSchema = z.object({
  q: z.string().check(z.minLength(1)),
  /** Articles as category/label, or pages of the area by path. */
  expect: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  /** 1: one of `expect` must come first; otherwise among the first 3. */
  top: z.optional(z.literal(1)),
  /** An emergency: the emergency number must be shown above every result. */
  urgent: z.optional(z.boolean()),
  /** Not an emergency ("gas price cap"): the case fails when an emergency answer is shown. */
  calm: z.optional(z.boolean()),
});
const setSchema = z.object({
  about: z.string(),
  cases: z.array(
    caseSchema.check(z.refine((c) => !(c.urgent && c.calm), 'A case is urgent or calm, not both.')),
  ),
});

export const RELEVANCE_SET = join(process.cwd(), 'tests/fixtures/search-relevance.json');
/**
 * The bar: DESIGN.md §4 asks for 95%; issue 28 raised it to 97%, with every urgent case urgent
 * and no calm case alarmed.
 */
export const RELEVANCE_GOAL = 0.97;

export function loadRelevanceSet(path = RELEVANCE_SET) {
  return setSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).cases;
}

export function evaluateRelevance(cases = loadRelevanceSet(), contentDir = 'content') {
  const dir = join(process.cwd(), contentDir);
  const rules = compileRules(loadSearchRules(dir));
  const engine = createSearchEngine(toSearchDocuments(loadLibrary(dir), dir));
  const results = cases.map((c) => {
    const answer = answerQuery(c.q, rules, engine);
    const ids = resultIds(answer);
    const window = ids.slice(0, c.top === 1 ? 1 : 3);
    const found = c.expect.some((e) => window.includes(e));
    const urgentShown = answer.urgent.length > 0;
    return {
      ...c,
      first3: ids.slice(0, 3),
      urgentShown,
      top1: c.expect.includes(ids[0] ?? ''),
      passed: found && (!c.urgent || urgentShown) && (!c.calm || !urgentShown),
    };
  });
  const share = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 1000 : 1);
  const urgent = results.filter((r) => r.urgent);
  const calm = results.filter((r) => r.calm);
  const passed = results.filter((r) => r.passed).length;
  return {
    cases: results.length,
    passed,
    passRate: share(passed, results.length),
    top1Rate: share(results.filter((r) => r.top1).length, results.length),
    urgentCases: urgent.length,
    /** Urgent cases that showed an emergency answer, whatever pages came first. */
    urgentShown: urgent.filter((r) => r.urgentShown).length,
    urgentPassed: urgent.filter((r) => r.passed).length,
    calmCases: calm.length,
    /** Calm cases that showed an emergency answer: a false alarm each. */
    calmAlarmed: calm.filter((r) => r.urgentShown).length,
    failures: results
      .filter((r) => !r.passed)
      .map((r) => ({
        q: r.q,
        expect: r.expect,
        first3: r.first3,
        ...(r.urgent || r.calm ? { urgentShown: r.urgentShown } : {}),
        ...(r.calm ? { calm: true } : {}),
      })),
  };
}
