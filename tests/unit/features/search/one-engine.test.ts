// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuery } from '@/features/search/answer';
import { MAX_SUGGESTIONS, suggestionsOf } from '@/features/search/suggestions';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { serveSearch } from '@/features/search/served';
import { answersForWriting } from '@/features/search/writing-answers';
import { loadRelevanceSet } from '../../../../bench/relevance';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';

const rules = compileRules(searchRulesJson);
const engine = createSearchEngine(searchIndexJson().documents);
/** The search page's first page for these words, as the platform sends it: its results in order. */
const page = (q: string) => {
  const served = serveSearch(q, '', rules, engine, (html) => html)!;
  return {
    served,
    ids: [...served.bestBets.map((b) => b.page), ...served.results.map((r) => r.id)],
  };
};
const queries = loadRelevanceSet().map((c) => c.q);
/** Every case of the relevance set, three ways: time for a loaded machine. */
const EVERY_CASE_MS = 90_000;

describe('the suggestions, the answers while writing and the search page: one engine', () => {
  it('suggests, while typing, the first results of the search page, in its order', () => {
    for (const q of queries) {
      const { ids } = page(q);
      const answer = answerQuery(q, rules, engine);
      // The page lists weak matches too; the box suggests only what answers the words.
      const strong = [
        ...answer.bestBets.map((b) => b.page),
        ...answer.hits.filter((h) => h.strong).map((h) => h.id),
      ];
      expect(
        ids.filter((id) => strong.includes(id)),
        q,
      ).toEqual(strong.slice(0, ids.length));
      const suggested = suggestionsOf(answerQuery(q, rules, engine, MAX_SUGGESTIONS));
      expect(
        suggested.map((s) => s.id),
        q,
      ).toEqual(strong.slice(0, MAX_SUGGESTIONS));
    }
  });

  it(
    'offers, beside a form, articles the search page lists first for the same words',
    () => {
      let offered = 0;
      for (const q of queries) {
        const { served, ids } = page(q);
        const written = answersForWriting(q, rules, engine).map((h) => h.id);
        offered += written.length;
        // In the page's order, but for an emergency's own article, which the page puts first.
        const led = (id: string) => served.urgent.some((u) => u.article === id);
        expect(
          ids.filter((id) => written.includes(id) && !led(id)),
          q,
        ).toEqual(written.filter((id) => !led(id)));
        // Among the page's first three articles (after its best bets and an emergency's article).
        const ahead = served.bestBets.length + served.urgent.length;
        for (const id of written) expect(ids.indexOf(id), q).toBeLessThan(3 + ahead);
      }
      expect(offered).toBeGreaterThan(100);
    },
    EVERY_CASE_MS,
  );

  it('shows the same emergency answer in the box, beside a form and on the page', () => {
    for (const q of [
      'my meter is sparking',
      'i can smell gas',
      'the power came back on, hub offline',
    ]) {
      const onPage = page(q).served.urgent.map((u) => u.id);
      expect(answerQuery(q, rules, engine, MAX_SUGGESTIONS).urgent.map((u) => u.id)).toEqual(
        onPage,
      );
    }
    expect(page('my meter is sparking').served.urgent[0]?.number).toBe('meter');
    expect(page('the power came back on, hub offline').served.urgent).toEqual([]);
  });
});
