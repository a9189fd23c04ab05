import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { answerQuery, resultIds, SEARCHED_WORDS } from '@/features/search/answer';
import { buildSearchEngine, createSearchEngine } from '@/features/search/engine';
import { compileRules, searchedWords, searchTerms } from '@/features/search/rules';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';
import { doc } from '../../../support/search-document';

const rules = compileRules(searchRulesJson);

describe('search ranking', () => {
  const engine = createSearchEngine([
    doc('in-body', { title: 'Something else', body: 'All about the boiler and more' }),
    doc('in-category', { title: 'Another thing', categoryTitle: 'Boiler help' }),
    doc('in-title', { title: 'Boiler pressure' }),
  ]);

  it('ranks a title match first, then category, then body text', () => {
    expect(engine.search('boiler', rules).map((h) => h.id)).toEqual([
      'in-title',
      'in-category',
      'in-body',
    ]);
  });
});

describe('a synonym that replaces its words', () => {
  const engine = createSearchEngine([
    doc('leaving', {
      title: 'Switching your energy away from us',
      body: 'Off on a long trip? You can switch supplier before you go.',
    }),
    doc('power-cut', { title: 'What to do in a power cut', body: 'Check your fuse box.' }),
  ]);
  const withRules = (replace: boolean) =>
    compileRules({
      ...searchRulesJson,
      synonyms: [
        {
          when: ['trip switch'],
          whenAll: [],
          whenExactly: [],
          add: 'power cut fuse box',
          unless: [],
          replace,
        },
      ],
    });

  it('looks for "trip switch" only as what it means, not as "switch"', () => {
    expect(engine.search('trip switch', withRules(true)).map((h) => h.id)).toEqual(['power-cut']);
    // Without replace, "switch" on its own still finds changing supplier.
    expect(engine.search('trip switch', withRules(false)).map((h) => h.id)).toContain('leaving');
  });
});

describe('search over the real library', () => {
  const engine = createSearchEngine(searchIndexJson().documents);
  const ids = (q: string) => engine.search(q, rules).map((h) => h.id);

  it('answers phrases as phrases: a trip switch is not changing supplier, a cold shower not saving energy', () => {
    expect(ids('trip switch keeps going off')[0]).toBe('emergencies/power-cut');
    expect(ids('trip switch keeps going off')).not.toContain('my-account/leaving-us');
    expect(ids('switch supplier')[0]).toBe('my-account/leaving-us');
    expect(ids('shower cold')[0]).toBe('breakdowns/no-hot-water');
    expect(ids('shower cold')).not.toContain('struggling-to-pay/using-less-energy');
    expect(ids('boiler keeps cutting out')[0]).toBe('breakdowns/boiler-not-working');
    expect(ids('how do i repressurise my boiler')[0]).toBe('breakdowns/boiler-pressure');
  });

  it('finds meter articles for "meter"', () => {
    const top = engine.search('meter', rules).slice(0, 5);
    expect(top.slice(0, 3).every((h) => h.category === 'meters')).toBe(true);
    expect(top.every((h) => /\bmeter/i.test(h.title))).toBe(true);
  });

  it('finds billing articles from the prefix "bil"', () => {
    expect(
      ids('bil')
        .slice(0, 3)
        .some((id) => id.startsWith('bills-and-payments/')),
    ).toBe(true);
  });

  it('finds billing articles despite the typo "biling"', () => {
    expect(
      ids('biling')
        .slice(0, 5)
        .some((id) => id.startsWith('bills-and-payments/')),
    ).toBe(true);
  });

  it('finds the boiler pressure article despite "presure"', () => {
    expect(ids('boiler presure')[0]).toBe('breakdowns/boiler-pressure');
  });

  it('finds nothing for nonsense, and suggests close spellings for a near miss', () => {
    expect(ids('xqzvv wobblefrump')).toEqual([]);
    expect(engine.suggest('metter', rules)).toEqual(['meter']);
    expect(engine.suggest('boiler presure', rules)).toEqual(['boiler pressure']);
    expect(engine.suggest('meter', rules)).toEqual([]);
  });

  it('reports the matched words, as the index holds them, for highlighting', () => {
    const [hit] = engine.search('frozen condensate', rules);
    expect(hit?.terms).toEqual(expect.arrayContaining(['frozen', 'condens']));
  });

  it('never matches on stop words alone', () => {
    expect(ids('I')).toEqual([]);
    expect(ids('my the is')).toEqual([]);
  });

  it('finds the same articles for "readings", "reading" and "read"', () => {
    expect(ids('meter readings').slice(0, 3)).toEqual(ids('meter reading').slice(0, 3));
  });

  it("treats can't, cant and cannot as one word", () => {
    expect(ids("can't pay").slice(0, 3)).toEqual(ids('cannot pay').slice(0, 3));
    expect(ids('cant pay').slice(0, 3)).toEqual(ids('cannot pay').slice(0, 3));
  });

  it('keeps numbers: "economy 7" finds Economy 7 meters first', () => {
    expect(ids('economy 7')[0]).toBe('meters/economy-7-meters');
  });

  it('answers a phrase through the synonyms: "my mum passed away" finds the bereavement article', () => {
    expect(ids('my mum passed away').slice(0, 3)).toContain('my-account/probate');
  });

  it('ranks an article that answers every word above one that answers some', () => {
    const hits = engine.search('radiators cold at top', rules);
    expect(hits[0]?.id).toBe('breakdowns/radiators-cold');
    expect(hits[0]?.coverage).toBe(1);
  });

  it('returns partial matches, marked as such, when nothing answers every word', () => {
    const hits = engine.search('boiler zzzqqq', rules);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => !h.strong)).toBe(true);
  });
});

describe('building the engine in the browser', () => {
  const documents = searchIndexJson().documents;

  it('finds exactly what the engine built at once finds', async () => {
    const built = await buildSearchEngine(documents);
    const atOnce = createSearchEngine(documents);
    for (const q of ['meter', 'boiler pressure', 'biling', 'direct debit']) {
      expect(built.search(q, rules).map((h) => [h.id, h.score])).toEqual(
        atOnce.search(q, rules).map((h) => [h.id, h.score]),
      );
    }
    expect(built.size).toBe(documents.length);
  });

  it('gives other work its turn while it indexes', async () => {
    expect(documents.length).toBeGreaterThan(16);
    const order: string[] = [];
    setTimeout(() => order.push('other work'), 0);
    await buildSearchEngine(documents).then(() => order.push('built'));
    expect(order).toEqual(['other work', 'built']);
  });
});

describe('the work a search costs is bounded, whatever is typed (issue 37)', () => {
  it("looks up a synonym's words once, however often they are searched", () => {
    const own = createSearchEngine(searchIndexJson().documents);
    const once = asked(() => answerQuery('boiler pressure low', rules, own));
    const again = asked(() => answerQuery('boiler pressure low', rules, own));
    expect(again.length).toBeGreaterThan(0);
    expect(again.length).toBeLessThan(once.length);
    // The same answer either way.
    expect(resultIds(answerQuery('boiler pressure low', rules, own))).toEqual(
      resultIds(
        answerQuery('boiler pressure low', rules, createSearchEngine(searchIndexJson().documents)),
      ),
    );
  });

  const engine = createSearchEngine(searchIndexJson().documents);
  // Random 14-letter words, as a flood of different searches: 2,000 characters of them.
  let seed = 37;
  const letter = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCharCode(97 + (seed % 26));
  };
  const word = (letters = 14) => Array.from({ length: letters }, letter).join('');
  const fill = (make: () => string) => {
    let text = '';
    while (text.length < 1_980) text += `${make()} `;
    return text.trim();
  };
  /** Every word the index is asked for, and whether MiniSearch was asked to expand it by typos. */
  const asked = (run: () => unknown) => {
    const spy = vi.spyOn(MiniSearch.prototype, 'search');
    run();
    const wordsOf = (query: unknown, fuzzy: boolean): { term: string; fuzzy: boolean }[] => {
      if (typeof query === 'string') return query.split(' ').map((term) => ({ term, fuzzy }));
      const combined = query as { queries?: unknown[]; fuzzy?: unknown };
      return (combined.queries ?? []).flatMap((q) => wordsOf(q, fuzzy || Boolean(combined.fuzzy)));
    };
    const terms = spy.mock.calls.flatMap(([query, options]) =>
      wordsOf(query, Boolean(options?.fuzzy)),
    );
    spy.mockRestore();
    return terms;
  };

  it('searches the 12 different words of a long search that say most, none expanded by typos', () => {
    // Words the articles have (random ones are not looked for at all: nothing near them exists).
    const known =
      'boiler radiator thermostat engineer appointment refund tariff reading payment direct debit smart display hub credit meter'.split(
        ' ',
      );
    let next = 0;
    const terms = asked(() =>
      answerQuery(
        fill(() => known[next++ % known.length]!),
        rules,
        engine,
      ),
    );
    expect(asked(() => answerQuery(fill(word), rules, engine))).toEqual([]);
    // The index is asked what 12 words alone would ask it, however long the search: those the
    // rules know as a phrase or the fewest articles have (searchedWords), asked of an engine of
    // its own (one keeps what its synonyms found).
    const fresh = createSearchEngine(searchIndexJson().documents);
    let again = 0;
    const saying = searchedWords(
      fill(() => known[again++ % known.length]!),
      rules,
      SEARCHED_WORDS,
      fresh.says,
    );
    expect(new Set(searchTerms(saying, rules)).size).toBe(SEARCHED_WORDS);
    const first12 = asked(() => answerQuery(saying, rules, fresh));
    expect(first12.length).toBeGreaterThan(0);
    expect(new Set(terms.map((t) => t.term))).toEqual(new Set(first12.map((t) => t.term)));
    expect(terms.filter((t) => t.fuzzy)).toEqual([]);
  });

  it('corrects no word longer than any the articles have', () => {
    expect(engine.suggest(`${word(30)} ${word(200)}`, rules)).toEqual([]);
    expect(engine.suggest('metter', rules)).toEqual(['meter']);
  });

  it('looks for no spelling for a search of more than 6 words', () => {
    expect(asked(() => engine.suggest(fill(word), rules))).toEqual([]);
    expect(asked(() => engine.suggest('metter', rules)).length).toBeGreaterThan(0);
  });

  it('still answers the words a long search starts with, and an emergency anywhere in it', () => {
    const long = `boiler pressure ${fill(word)}`;
    expect(answerQuery(long, rules, engine).hits[0]?.title).toBe('Topping up your boiler pressure');
    const gas = `${fill(word).slice(0, 1_960)} I can smell gas`;
    expect(answerQuery(gas, rules, engine).urgent.map((u) => u.number)).toContain('gas');
  });
});
