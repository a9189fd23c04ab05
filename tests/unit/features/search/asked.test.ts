// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuery, resultIds } from '@/features/search/answer';
import { createSearchEngine } from '@/features/search/engine';
import {
  askingTerms,
  compileRules,
  focusTerm,
  searchedWords,
  taskOf,
} from '@/features/search/rules';
import { normaliseWord } from '@/features/search/words';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';
import { doc } from '../../../support/search-document';

/** Issue 49: what a search asks, the ways customers ask, the commonest tasks. */
const rules = compileRules(searchRulesJson);
const bare = compileRules({
  ...searchRulesJson,
  synonyms: [],
  bestBets: [],
  urgent: [],
  tasks: [],
  sceneWords: [],
});
const ids = (engine: ReturnType<typeof createSearchEngine>, q: string, with_ = bare) =>
  engine.search(q, with_).map((h) => h.id);

describe('the ways customers ask, a field of their own', () => {
  it('finds an article by the words only its customers use, shown nowhere', () => {
    const engine = createSearchEngine([
      doc('topping', { title: 'Ways to top up', asks: 'put juice on the leccy key' }),
      doc('other', { title: 'Reading your meter' }),
    ]);
    const [hit] = engine.search('leccy', bare);
    expect(hit?.id).toBe('topping');
    expect(hit?.body).toBe('');
  });

  it('counts a word only the asks have at half: the article that says it comes first', () => {
    const engine = createSearchEngine([
      doc('asked', { title: 'Paying your bill', asks: 'cant pay my bill worried about arrears' }),
      doc('says', { title: 'Paying your bill', body: 'If you are in arrears, talk to us.' }),
    ]);
    expect(ids(engine, 'bill arrears')).toEqual(['says']);
    const alone = createSearchEngine([
      doc('asked', { title: 'Paying your bill', asks: 'cant pay my bill worried about arrears' }),
      doc('other', { title: 'Reading your meter' }),
    ]);
    expect(ids(alone, 'bill arrears')).toEqual(['asked']);
  });

  it('corrects a slip to the articles’ word, even when the asks have the slip', () => {
    const engine = createSearchEngine([
      doc('thermostat', { title: 'Thermostat offline', asks: 'thermastat not working' }),
      doc('schedule', { title: 'Thermostat schedules' }),
    ]);
    expect(ids(engine, 'thermastat').sort()).toEqual(['schedule', 'thermostat']);
    expect(engine.suggest('thermastat', bare)).toEqual(['thermostat']);
  });
});

describe('a long sentence, weighed by what it asks', () => {
  it('reads the clause with the question in it, after the scene', () => {
    const asked = askingTerms(
      'my mum has lived there for years and the meter is old, how do I get a smart meter',
      rules,
    );
    expect(asked).toEqual(new Set(['smart', 'meter'].map(normaliseWord)));
    expect(askingTerms('how do I get a smart meter', rules)).toBeNull();
  });

  it('takes a clause as asking when it opens with a question word or ends with "?"', () => {
    // "the radiator in the nursery is hot" says how things are; "what now?" names nothing.
    expect(
      askingTerms(
        'we have a newborn and the radiator in the nursery is hot at the top, cold along the ' +
          'bottom, I opened both valves, what now?',
        rules,
      ),
    ).toBeNull();
    expect(
      askingTerms(
        'the bill came yesterday and it is twice the last one, any reason for that?',
        rules,
      ),
    ).toEqual(new Set(['reason'].map(normaliseWord)));
    expect(
      askingTerms('the bill came yesterday and it is huge, and how do I pay it in parts', rules),
    ).toEqual(new Set(['pai', 'part']));
  });

  it('searches, in a sentence too long to search whole, what it asks before the scene', () => {
    const q =
      'We moved into a rented flat on Monday with my mum and the old tenant left a key in the ' +
      'prepayment meter showing a debt, do we have to pay it off?';
    const searched = searchedWords(q, rules, 8);
    expect(searched).toContain('pay it off');
    expect(searched).toContain('moved');
    expect(searched).not.toContain('Monday');
    expect(searched).not.toContain('mum');
    expect(searchedWords('pay my bill', rules, 8)).toBe('pay my bill');
  });

  it('takes a plea for help that names nothing as no question: the scene is what is asked', () => {
    const q =
      "I lost my job in March and I'm two months behind on the gas, I've got a baby and " +
      "don't know where to start";
    expect(askingTerms(q, rules)).toBeNull();
    const noPleas = compileRules({ ...searchRulesJson, pleas: [] });
    expect(askingTerms(q, noPleas)).not.toBeNull();
    // "where" of the plea is no question word: the earlier clause still asks.
    expect(
      askingTerms(
        'the meter is high up in the hallway cupboard behind the coats, how do I read it, please help me',
        rules,
      ),
    ).toEqual(new Set(['read'].map(normaliseWord)));
  });

  it('keeps, of a sentence too long to search whole, the words that say most and its clauses', () => {
    const engine = createSearchEngine(searchIndexJson().documents);
    const q =
      'I live on my own, work from home a couple of days a week and my monthly payment has ' +
      'just come out twice, how do you decide how much to take?';
    const searched = searchedWords(q, rules, 12, engine.says);
    // "twice" says more than "work" or "on": few articles have it.
    expect(searched).toContain('twice');
    expect(searchedWords(q, rules, 12)).not.toContain('twice');
    // The clauses stay apart, so the search still knows which one asks.
    expect(askingTerms(searched, rules)).toEqual(askingTerms(q, rules));
  });

  it('ranks a sentence by score alone: a synonym of its scene is not what it asks', () => {
    const engine = createSearchEngine([
      doc('extra-help', { title: 'Extra help for families with young children' }),
      doc('higher-bill', { title: 'Why your bill is higher than expected' }),
      doc('other', { title: 'Reading your meter' }),
    ]);
    const q =
      'the kids came back from uni for the holidays and our bill is much higher than the ' +
      'autumn, is something wrong';
    const raw = {
      ...searchRulesJson,
      synonyms: [
        {
          when: ['kids'],
          whenAll: [],
          whenExactly: [],
          add: 'young children',
          unless: [],
          replace: false,
        },
      ],
      bestBets: [],
      urgent: [],
      tasks: [],
      sceneWords: ['kids'],
    };
    const withScene = compileRules(raw);
    expect(engine.search(q, withScene).map((h) => h.id)).toEqual(['higher-bill', 'extra-help']);
    const noScene = compileRules({ ...raw, sceneWords: [] });
    expect(engine.search(q, noScene)[0]?.id).toBe('extra-help');
  });

  it('never takes a word of the scene for a slip of an article word ("morning" is not "more")', () => {
    const engine = createSearchEngine([
      doc('more', { title: 'Get more from your boiler' }),
      doc('stopped', { title: 'Boiler stopped' }),
    ]);
    const scene = compileRules({
      ...searchRulesJson,
      synonyms: [],
      urgent: [],
      tasks: [],
      sceneWords: ['morning'],
    });
    const noScene = compileRules({
      ...searchRulesJson,
      synonyms: [],
      urgent: [],
      tasks: [],
      sceneWords: [],
    });
    expect(engine.search('boiler stopped this morning', noScene).flatMap((h) => h.terms)).toContain(
      'more',
    );
    expect(
      engine.search('boiler stopped this morning', scene).flatMap((h) => h.terms),
    ).not.toContain('more');
  });

  it('weighs the scene (people, rooms, days) less than what is wrong', () => {
    const engine = createSearchEngine([
      doc('scene', { title: 'Safety in the kitchen for your mum' }),
      doc('bill', { title: 'Your bill' }),
      doc('other', { title: 'Something else' }),
    ]);
    const q = 'mum kitchen bill';
    const scene = compileRules({ ...searchRulesJson, synonyms: [], urgent: [], tasks: [] });
    expect(ids(engine, q, scene)[0]).toBe('bill');
    expect(ids(engine, q, bare)[0]).toBe('scene');
  });
});

describe('the commonest tasks by their own short names', () => {
  const engine = createSearchEngine(searchIndexJson().documents);

  it.each([
    ['cant pay', 'struggling-to-pay/help-if-you-cant-pay'],
    ['read my bill', 'bills-and-payments/understanding-your-bill'],
    ['change tariff', 'energy-tariffs/fixed-vs-variable'],
    ['pay bill', 'bills-and-payments/pay-your-bill'],
  ])('puts the page of "%s" first', (q, id) => {
    expect(resultIds(answerQuery(q, rules, engine))[0]).toBe(id);
  });

  it('knows a task among fuels and courtesies ("cant pay my leccy bill pls help")', () => {
    expect(resultIds(answerQuery('cant pay my leccy bill pls help', rules, engine))[0]).toBe(
      'struggling-to-pay/help-if-you-cant-pay',
    );
    expect(taskOf('cant pay my leccy bill pls help', rules)).toBe(
      'struggling-to-pay/help-if-you-cant-pay',
    );
    expect(taskOf('cant pay my leccy bill pls help', { ...rules, taskAsides: new Set() })).toBe(
      null,
    );
  });

  it('knows a task through its slips, as the engine corrects them ("chnage my detials")', () => {
    const withTask = compileRules({
      ...searchRulesJson,
      spokenForms: {},
      tasks: [{ article: 'energy-tariffs/exit-fees', names: ['change details'] }],
    });
    expect(taskOf('chnage my detials', withTask)).toBeNull();
    expect(resultIds(answerQuery('chnage my detials', withTask, engine))[0]).toBe(
      'energy-tariffs/exit-fees',
    );
  });

  it('leaves a search with more words than the name to the engine', () => {
    const withTask = compileRules({
      ...searchRulesJson,
      tasks: [{ article: 'energy-tariffs/exit-fees', names: ['pay bill'] }],
    });
    expect(resultIds(answerQuery('pay bill', withTask, engine))[0]).toBe(
      'energy-tariffs/exit-fees',
    );
    expect(resultIds(answerQuery('pay bill by card', withTask, engine))[0]).not.toBe(
      'energy-tariffs/exit-fees',
    );
  });
});

describe('a check for a danger now is no answer to one that is over', () => {
  const engine = createSearchEngine(searchIndexJson().documents);
  it('offers "No power or no gas?" for no power now, not for power that was off yesterday', () => {
    expect(resultIds(answerQuery('no power', rules, engine))).toContain('emergencies/no-supply');
    expect(
      resultIds(answerQuery('power was off yesterday, can I claim compensation', rules, engine)),
    ).not.toContain('emergencies/no-supply');
  });
});

describe('the word a question is about', () => {
  it.each([
    ['whats the excess when u make a claim', 'excess'],
    ['what is the standing charge', 'standing'],
    ['is there an excess when I claim on homecare', 'excess'],
    ['excess on my boiler cover', 'excess'],
  ])('"%s" is about "%s"', (q, word) => {
    expect(focusTerm(q, rules)).toBe(normaliseWord(word));
  });

  it('takes "what" as asking at the start or after a word of asking, not inside a clause', () => {
    expect(focusTerm('tell me what the excess is on homecare', rules)).toBe('excess');
    expect(focusTerm('the latest bill is nearly twice what we paid in the autumn', rules)).toBe(
      null,
    );
  });

  it.each([
    'I claimed on my cover last winter and had to pay before they would fix it',
    'I live on my own and work from home most days, my payment went up',
  ])('takes no verb for it: "%s"', (q) => {
    expect(focusTerm(q, rules)).toBeNull();
  });

  it('puts the article of what is asked before the one of the words around it', () => {
    const engine = createSearchEngine(searchIndexJson().documents);
    for (const q of [
      'whats the excess when u make a claim',
      'is there an excess when I claim on homecare',
    ]) {
      expect(resultIds(answerQuery(q, rules, engine))[0], q).toBe('homecare-help/excess-explained');
    }
  });
});
