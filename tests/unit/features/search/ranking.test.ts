// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuery } from '@/features/search/answer';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { createVocabulary, withinTwoEdits } from '@/features/search/vocabulary';
import { normaliseWord } from '@/features/search/words';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';
import { doc } from '../../../support/search-document';

const rules = compileRules(searchRulesJson);
const bare = compileRules({ ...searchRulesJson, synonyms: [], bestBets: [], urgent: [] });

const ids = (engine: ReturnType<typeof createSearchEngine>, q: string, with_ = bare) =>
  engine.search(q, with_).map((h) => h.id);

describe('typos, corrected against the articles’ own words', () => {
  it('counts letters added, removed, changed or swapped, at most two', () => {
    expect(withinTwoEdits('recieve', 'receive')).toBe(true);
    expect(withinTwoEdits('acommodation', 'accommodation')).toBe(true);
    expect(withinTwoEdits('thermastat', 'thermostat')).toBe(true);
    expect(withinTwoEdits('meter', 'metre')).toBe(true);
    expect(withinTwoEdits('meter', 'boiler')).toBe(false);
  });

  it('corrects a word to the nearest word of the articles, the commoner of two as near', () => {
    const vocabulary = createVocabulary();
    const article = (...terms: string[]) => {
      vocabulary.begin();
      for (const t of terms) vocabulary.see(t, t, t);
      vocabulary.end();
    };
    article('meter', 'reading');
    article('meter', 'matter');
    expect(vocabulary.correct('metter')).toBe('meter');
    expect(vocabulary.correct('readnig')).toBe('reading');
    // Too short to guess, or too far from anything.
    expect(vocabulary.correct('mtr')).toBeNull();
    expect(vocabulary.correct('wobblefrump')).toBeNull();
  });

  const engine = createSearchEngine(searchIndexJson().documents);
  it.each([
    ['exsess on my cover', 'homecare-help/excess-explained'],
    ['thermastat offline', 'smart-home/thermostat-offline'],
    ['chaning my apointment', 'appliances-and-engineers/change-appointment'],
    ['didnt recieve a refund', 'bills-and-payments/refunds-and-credit'],
    ['bolier presure', 'breakdowns/boiler-pressure'],
  ])('finds "%s" through every word, not a list of misspellings', (q, id) => {
    expect(ids(engine, q, rules).slice(0, 3)).toContain(id);
  });

  it('suggests the search spelt as the articles spell it', () => {
    expect(engine.suggest('thermastat', rules)).toEqual(['thermostat']);
  });
});

describe('what each signal does, on articles made for it', () => {
  it('puts the article whose title or headings hold the words above one whose body does', () => {
    const engine = createSearchEngine([
      doc('body', {
        title: 'Your account',
        body: 'Top up online. You can top up your key at a shop, or top up in the app.',
      }),
      doc('title', { title: 'How to top up your key', body: 'Go to a shop.' }),
      doc('heading', {
        title: 'Prepayment',
        body: 'Go to a shop.',
        sections: [{ id: 'h', heading: 'How to top up a key', html: '<p>Go to a shop.</p>' }],
      }),
    ]);
    expect(ids(engine, 'top up key')).toEqual(['title', 'heading', 'body']);
  });

  it('weighs the word few articles have above the words many have', () => {
    const many = ['a', 'b', 'c', 'd'].map((id) =>
      doc(id, { title: `Guide ${id}`, body: 'All about your boiler and your cover.' }),
    );
    const engine = createSearchEngine([
      ...many,
      // Two words of three each: the common two, or the rare one with a common one.
      doc('common', { title: 'Your boiler cover', body: 'What it includes.' }),
      doc('rare', { title: 'How an excess works', body: 'What it is for your boiler.' }),
    ]);
    expect(ids(engine, 'excess boiler cover')[0]).toBe('rare');
  });

  it('ranks the words standing together above the same words far apart', () => {
    const filler = 'The rest of this page is about something else entirely. '.repeat(4);
    const engine = createSearchEngine([
      doc('apart', { body: `Check the boiler, ${filler} then the pressure.` }),
      doc('together', { body: `Check the boiler pressure, ${filler} then the end.` }),
    ]);
    expect(ids(engine, 'boiler pressure')).toEqual(['together', 'apart']);
  });

  it('lets the commonest task decide between articles that answer as well as each other', () => {
    const engine = createSearchEngine([
      doc('rare', { title: 'Moving your meter' }),
      doc('common', { title: 'Moving your home' }),
    ]);
    const topTasks = (weights: Record<string, number>) =>
      compileRules({ ...searchRulesJson, synonyms: [], urgent: [], topTasks: weights });
    expect(ids(engine, 'moving', topTasks({ common: 1 }))[0]).toBe('common');
    expect(ids(engine, 'moving', topTasks({ rare: 1 }))[0]).toBe('rare');
  });

  it('prefers the word as typed to another word with the same stem ("moving", "moved")', () => {
    const engine = createSearchEngine([
      doc('moved', { title: 'Having a meter moved' }),
      doc('moving', { title: 'Moving home' }),
    ]);
    expect(ids(engine, 'moving')[0]).toBe('moving');
  });

  it('never lights up the small words that count in a search ("on", "no")', () => {
    const engine = createSearchEngine([
      doc('a', { title: 'Turning the heating on once a day', body: 'Only online.' }),
    ]);
    const [hit] = engine.search('heating on', bare);
    expect(hit?.terms).toContain(normaliseWord('heating'));
    expect(hit?.terms).not.toContain('on');
    expect(hit?.terms.some((t) => t.startsWith('onc') || t.startsWith('onl'))).toBe(false);
  });
});

describe('over the real library', () => {
  const engine = createSearchEngine(searchIndexJson().documents);
  const first = (q: string) => answerQuery(q, rules, engine).hits[0]?.id;

  it('answers the question after a danger the customer says is over, without the alarm', () => {
    const answer = answerQuery('the power came back on but the hub light is red', rules, engine);
    expect(answer.urgent).toEqual([]);
    expect(answer.hits.slice(0, 3).map((h) => h.id)).toContain('smart-home/hub-reset');
  });

  it('answers a pay-as-you-go how-to with the section that does it', () => {
    const passage = (q: string) => answerQuery(q, rules, engine).passage?.section.heading;
    expect(passage('how do i top up my key')).toBe('How to top up a key meter');
    expect(passage('how to use emergency credit')).toBe('How to use emergency credit');
    expect(first('top up key')).toBe('pay-as-you-go/topping-up');
  });

  it('answers a how-to in the words customers use for it with the section that does it', () => {
    const passage = (q: string) => answerQuery(q, rules, engine).passage?.section.heading;
    expect(passage('how do i repressurise the boiler')).toBe('How to top up the pressure');
    expect(passage('where is the filling loop on my boiler')).toBe('How to top up the pressure');
  });
});
