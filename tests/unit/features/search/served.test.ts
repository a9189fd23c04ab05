// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuery } from '@/features/search/answer';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { RESULTS_PER_PAGE } from '@/features/search/results-pages';
import { resultView, serveSearch } from '@/features/search/served';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';

const rules = compileRules(searchRulesJson);
const { documents } = searchIndexJson();
const engine = createSearchEngine(documents);
const marked = (html: string) => `<sanitised>${html}</sanitised>`;

describe('a search answered by the server that sends the page', () => {
  it('is what the browser search shows for the same words, in the same order', () => {
    const served = serveSearch('meter reading', '', rules, engine, marked)!;
    const answer = answerQuery('meter reading', rules, engine);
    expect(served.q).toBe('meter reading');
    expect(served.results.length).toBeGreaterThan(0);
    expect(served.results).toEqual(answer.hits.slice(0, RESULTS_PER_PAGE).map(resultView));
    expect(served.total).toBe(answer.hits.length);
    expect(served.page).toBe(1);
    expect(served.bestBets).toEqual(answer.bestBets);
    expect(served.weak).toBe(answer.weak);
    // An extract around the words, not the whole article.
    for (const r of served.results) expect(r.snippet.join('').length).toBeLessThan(400);
  });

  it('lists a page of results at a time, the page the address asks for, within those there are', () => {
    const answer = answerQuery('electricity meter reading', rules, engine);
    expect(answer.hits.length, 'a search with more than one page of results').toBeGreaterThan(
      RESULTS_PER_PAGE,
    );
    const second = serveSearch('electricity meter reading', '', rules, engine, marked, '2')!;
    expect(second.page).toBe(2);
    expect(second.results).toEqual(
      answer.hits.slice(RESULTS_PER_PAGE, 2 * RESULTS_PER_PAGE).map(resultView),
    );
    expect(second.total).toBe(answer.hits.length);
    // A section that answers the search leads the first page only.
    expect(second.passage).toBeNull();
    const last = Math.ceil(answer.hits.length / RESULTS_PER_PAGE);
    expect(serveSearch('electricity meter reading', '', rules, engine, marked, '999')!.page).toBe(
      last,
    );
    for (const nonsense of ['0', '-1', 'two', '1e3', ''])
      expect(
        serveSearch('electricity meter reading', '', rules, engine, marked, nonsense)!.page,
      ).toBe(1);
  });

  it('puts an emergency first, from the rules', () => {
    const served = serveSearch('i can smell gas', '', rules, engine, marked)!;
    expect(served.urgent.map((u) => u.id)).toEqual(
      answerQuery('i can smell gas', rules, engine).urgent.map((u) => u.id),
    );
    expect(served.urgent.length).toBeGreaterThan(0);
  });

  it('finds nothing as the browser does, with its spelling offer, and answers no words with null', () => {
    const served = serveSearch('xqzvv wobblefrump', '', rules, engine, marked)!;
    expect(served.results).toEqual([]);
    expect(served.suggestions).toEqual(engine.suggest('xqzvv wobblefrump', rules));
    expect(serveSearch('   ', '', rules, engine, marked)).toBeNull();
  });

  it("shows a section that answers a question as the server's sanitiser makes it", () => {
    const question = documents
      .flatMap((d) => (d.sections ?? []).map((s) => s.heading))
      .find((heading) => answerQuery(heading, rules, engine).passage);
    expect(question, 'a fixture section that answers its own heading').toBeDefined();
    const served = serveSearch(question!, '', rules, engine, marked)!;
    const { passage } = answerQuery(question!, rules, engine);
    expect(served.passage).toEqual({
      title: passage!.title,
      category: passage!.category,
      label: passage!.label,
      sectionId: passage!.section.id,
      heading: passage!.section.heading,
      html: marked(passage!.section.html),
    });
  });
});
