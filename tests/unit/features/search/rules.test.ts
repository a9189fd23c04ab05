import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { searchRulesSchema } from '@/api/schemas/content';
import {
  bestBets,
  compileRules,
  expansions,
  focusTerm,
  pleaTerms,
  searchTerms,
  typedTerms,
  urgentRules,
} from '@/features/search/rules';
import { normaliseWord, withinOneEdit, words } from '@/features/search/words';
import { searchRulesJson } from '../../../support/fixtures';

const rules = compileRules(searchRulesJson);
const urgent = (q: string) => urgentRules(q, rules).map((r) => r.id);
const bets = (q: string) => bestBets(q, rules).map((b) => b.page);

describe('reading a search', () => {
  it("folds apostrophes and short forms: can’t, can't, cant and cannot are one word", () => {
    const forms = ['can’t', "can't", 'cant', 'cannot'].map((w) => normaliseWord(words(w)[0]!));
    expect(new Set(forms)).toEqual(new Set(['cant']));
    expect(normaliseWord("won't")).toBe('not');
    expect(normaliseWord("isn't")).toBe('not');
  });

  it('stems English words and keeps numbers and amounts as typed', () => {
    expect(normaliseWord('readings')).toBe(normaliseWord('reading'));
    expect(words('Economy 7 costs £150, not £15')).toEqual([
      'economy',
      '7',
      'costs',
      '£150',
      'not',
      '£15',
    ]);
  });

  it('drops stop words, so "I", "my" and "the" never match on their own', () => {
    expect(searchTerms('I', rules)).toEqual([]);
    expect(searchTerms('is my the', rules)).toEqual([]);
    expect(searchTerms('I can smell gas in my kitchen', rules)).toEqual(['smell', 'ga', 'kitchen']);
  });

  it('forgives one slip in a word: a letter added, removed, changed or swapped', () => {
    expect(withinOneEdit('smeell', 'smell')).toBe(true);
    expect(withinOneEdit('smel', 'smell')).toBe(true);
    expect(withinOneEdit('monixide', 'monoxide')).toBe(true);
    expect(withinOneEdit('mnooxide', 'monoxide')).toBe(true);
    expect(withinOneEdit('power', 'pwoer')).toBe(true);
    expect(withinOneEdit('power', 'lowers')).toBe(false);
  });
});

describe('emergencies in a search', () => {
  it.each([
    ['I smell gas', 'gas'],
    ['smel gas', 'gas'],
    ['gas smel', 'gas'],
    ['gas smeell in hallway', 'gas'],
    ['rotten eggs smell', 'gas'],
    ['there is a GAS LEAK', 'gas'],
    ['carbon monoxide alarm going off', 'carbon-monoxide'],
    ['co alarm beeping', 'carbon-monoxide'],
    ['carbon monixide', 'carbon-monoxide'],
    ['power cut', 'power-cut'],
    ['all my lights went off', 'power-cut'],
    ['no electricity', 'power-cut'],
  ])('recognises "%s" as %s', (q, id) => {
    expect(urgent(q)).toContain(id);
  });

  // The signs our emergency articles name, described without naming the danger.
  it.each([
    ['headache dizzy near boiler', 'carbon-monoxide'],
    ['feel sick and dizzy when the heating is on', 'carbon-monoxide'],
    ['we all get headaches at home but feel fine when we go out', 'carbon-monoxide'],
    ['boiler flame is yellow', 'carbon-monoxide'],
    ['orange flames on the gas fire', 'carbon-monoxide'],
    ['black sooty marks around the boiler', 'carbon-monoxide'],
    ['pilot light keeps going out', 'carbon-monoxide'],
    ["pilot light won't stay lit", 'carbon-monoxide'],
    ['smell of fumes from the boiler', 'carbon-monoxide'],
    ['smells like rotten eggs in the kitchen', 'gas'],
    ['eggy smell in the hall', 'gas'],
    ['gas meter is hissing', 'gas'],
    ['water coming through the light fitting', 'water-near-electrics'],
    ['water dripping from the ceiling light', 'water-near-electrics'],
    ['water leaking onto plug sockets', 'water-near-electrics'],
    ['leccy gone off', 'power-cut'],
  ])('recognises the signs in "%s" as %s', (q, id) => {
    expect(urgent(q)).toEqual([id]);
  });

  it('answers water through the ceiling as water near the lights first, then as a leak', () => {
    expect(urgent('water coming through the ceiling')).toEqual([
      'water-near-electrics',
      'water-leak',
    ]);
  });

  it('shows the right number first for each: the gas line for gas and carbon monoxide', () => {
    const number = (q: string) => urgentRules(q, rules).map((r) => r.number);
    expect(number('boiler flame is yellow')).toEqual(['gas']);
    expect(number('headache dizzy near boiler')).toEqual(['gas']);
    expect(number('smells like rotten eggs')).toEqual(['gas']);
    expect(number('leccy gone off')).toEqual(['power']);
    // The article's own advice: 999 if anyone is in danger, after the main switch and stopcock.
    expect(number('water coming through the light fitting')).toEqual(['danger']);
  });

  it('gives the right number first for electrical danger described by what it does', () => {
    const first = (q: string) => urgentRules(q, rules)[0];
    // A meter sparking or smelling of burning: the meter emergency line (the articles' advice).
    expect(first('my meter is sparking')?.number).toBe('meter');
    expect(first('burning plastic smell from the electric meter')?.number).toBe('meter');
    expect(first('wires hanging out of the meter')?.number).toBe('meter');
    // Smoke or fire: 999 first, then the meter line.
    expect(urgentRules('smoke from the meter cupboard', rules).map((r) => r.number)).toEqual([
      'danger',
      'meter',
    ]);
    // A socket, a plug or the fuse box: 999 where anyone is in danger, with the main switch.
    expect(first('socket sparked when i plugged the toaster in')?.number).toBe('danger');
    expect(first('smell of burning from the fuse box')?.number).toBe('danger');
    expect(first('melted plug on the extension lead')?.number).toBe('danger');
    // A cracked key is no crackling meter: a word the rules know is never a slip of another.
    expect(urgent("my top-up key is cracked and won't go in the meter")).toEqual([]);
    // A burst pipe: the first thing to do is not a call.
    expect(first('pipe burst in the bathroom')).toMatchObject({ id: 'water-leak' });
    expect(first('pipe burst in the bathroom')?.number).toBeUndefined();
  });

  it('stays calm when the danger is over, and alarms when it is back', () => {
    expect(urgent('the power came back on and now the fridge beeps')).toEqual([]);
    expect(urgent('the lights are back but the hub is offline')).toEqual([]);
    expect(urgent('we had a power cut last night, is the freezer food ok')).toEqual([]);
    expect(urgent('the gas leak was fixed, when can i use the cooker')).toEqual([]);
    // The same words with the danger still there.
    expect(urgent('the power came back on but it has gone off again')).toEqual(['power-cut']);
    expect(urgent('the gas leak was fixed but i can still smell gas')).toEqual(['gas']);
    // A word that says it is still happening ("since") inside the words that say it is over is
    // part of them: a cut "since" which something broke is over, power off "since" a time is not.
    expect(urgent('the hub has been offline since the power cut last week')).toEqual([]);
    expect(urgent('still no power since the power cut this morning')).toEqual(['power-cut']);
    expect(urgent('no electricity since last night')).toEqual(['power-cut']);
    // What a service or check looks for is a question, not a leak.
    expect(urgent('does the annual service check for carbon monoxide')).toEqual([]);
    expect(urgent('since the service the carbon monoxide alarm keeps beeping')).toEqual([
      'carbon-monoxide',
    ]);
    // A question about when it ends is not the end of it ("be back", not "are back").
    expect(urgent('power cut, when will the lights be back')).toEqual(['power-cut']);
    // A question for later about carbon monoxide alarms is not an emergency; one going off is.
    expect(urgent('where is the best place to fit a carbon monoxide alarm')).toEqual([]);
    expect(urgent('the carbon monoxide alarm i fitted is going off')).toEqual(['carbon-monoxide']);
  });

  it('recognises a carbon monoxide alarm by where it is, not only by name', () => {
    expect(urgent('the alarm next to the boiler is beeping')).toEqual(['carbon-monoxide']);
    expect(urgent('smoke alarm by the cooker went off when i burnt the toast')).toEqual([]);
  });

  it.each([
    'gas bill',
    'gas safety check',
    'electricity tariffs',
    'cut my bill',
    'find out about electricity',
    'gas price cap',
    'gas oven repair',
    'gas hob repair',
    'electricity standing charge',
    'cut my electricity bill',
    'cut down on electricity',
    'will my power be off when the smart meter is fitted',
    'my bill is giving me a headache',
    'moving house headache',
    'sick of estimated bills',
    'boiler light flashing water pressure',
    'leaking radiator',
    'what colour should the flame be',
    'how do i relight the pilot light',
    'trip switch keeps going off',
    'smoke alarm keeps chirping',
    'switch supplier',
    'my boiler will not fire up',
    'no electricity after i ran out of credit on my key meter',
    'will you warn me about planned power cuts',
    'my meter is burning through my credit',
  ])('does not alarm anyone over "%s"', (q) => {
    expect(urgent(q)).toEqual([]);
  });
});

describe('rules as the content team writes them, in customers’ words', () => {
  const custom = (over: Partial<Parameters<typeof compileRules>[0]>) =>
    compileRules({ ...searchRulesJson, synonyms: [], bestBets: [], urgent: [], ...over });
  /** A synonym of phrases alone (no lists of each, no exceptions): they mean `add`. */
  const phrasesMean = (when: string[], add: string) => ({
    when,
    whenAll: [],
    whenExactly: [],
    add,
    unless: [],
    replace: false,
  });

  it('reads everyday spoken forms as the words they stand for, in searches and in phrases', () => {
    const spoken = custom({
      spokenForms: { me: 'my', never: 'not' },
      bestBets: [
        {
          page: 'contact-us',
          title: 'Contact us',
          description: 'd',
          // Its one counted word needs its small words ("my account", not "account closed").
          when: ['my account'],
          whenExactly: [],
          unless: [],
          onlyNow: false,
        },
      ],
    });
    expect(bestBets('can you look at me account', spoken).map((b) => b.page)).toEqual([
      'contact-us',
    ]);
    expect(bestBets('account closed', spoken)).toEqual([]);
    expect(searchTerms('engineer never came', spoken)).toEqual(
      searchTerms('engineer not came', spoken),
    );
  });

  it('finds a synonym said as the whole search, and not inside a longer one', () => {
    const exactly = custom({
      synonyms: [
        {
          when: [],
          whenAll: [],
          whenExactly: ['smart meter'],
          add: 'smart meter installed',
          unless: [],
          replace: false,
        },
      ],
    });
    expect(expansions('a smart meter please', exactly).map((e) => e.add)).toEqual([
      searchTerms('smart meter installed', exactly),
    ]);
    expect(expansions('smart meter not sending readings', exactly)).toEqual([]);
  });

  it('finds a synonym from a word of each list, anywhere and in any order', () => {
    const anywhere = custom({
      synonyms: [
        {
          when: [],
          whenAll: [
            ['boiler', 'heating'],
            ['not start', 'not fire up'],
          ],
          whenExactly: [],
          add: 'boiler not working',
          unless: [],
          replace: false,
        },
      ],
    });
    const found = (q: string) => expansions(q, anywhere).map((e) => e.add.join(' '));
    expect(found("my boiler just won't fire up")).toEqual([
      searchTerms('boiler not working', anywhere).join(' '),
    ]);
    expect(found("won't start, the heating")).toHaveLength(1);
    expect(found("the car won't start")).toEqual([]);
  });

  it('uses the phrase that stands for the most of the search', () => {
    const found = expansions('i cannot afford my bills', rules).find((e) =>
      e.add.includes(normaliseWord('struggling')),
    );
    expect(found?.covers).toEqual(searchTerms('cannot afford', rules));
  });

  it('finds a phrase of one word among small words word for word', () => {
    const comingIn = custom({
      synonyms: [
        {
          when: ['coming in'],
          whenAll: [],
          whenExactly: [],
          add: 'water leak',
          unless: [],
          replace: false,
        },
      ],
    });
    const found = (q: string) => expansions(q, comingIn).map((e) => e.covers);
    expect(found('rain is coming in through the roof')).toEqual([['come']]);
    // "coming", and an "in" elsewhere, is not "coming in".
    expect(found('an engineer is coming, no light in the loft')).toEqual([]);
  });

  it('stands for every one of its phrases the search has', () => {
    const prepay = custom({
      synonyms: [
        phrasesMean(['swap from prepayment', 'normal meter'], 'switching to a credit meter'),
      ],
    });
    const [found] = expansions('can i swap from prepayment to a normal meter', prepay);
    expect(found?.covers).toEqual(searchTerms('swap prepayment normal meter', prepay));
  });

  it('leaves out a synonym that adds only the words it stands for', () => {
    expect(expansions('electricity', rules)).toEqual([]);
  });

  it("never reads a word of the rules as a slip of another ('refund' is not 'redundancy')", () => {
    const money = custom({
      synonyms: [
        phrasesMean(['redundancy'], 'struggling to pay'),
        phrasesMean(['refund'], 'money back'),
      ],
    });
    const adds = (q: string) => expansions(q, money).map((e) => e.add.join(' '));
    expect(adds('where is my refund')).toEqual([searchTerms('money back', money).join(' ')]);
    // A slip that is no word of the rules is still forgiven.
    expect(adds('i took redudancy')).toEqual([searchTerms('struggling to pay', money).join(' ')]);
  });
});

describe('a plea for help beside what it names', () => {
  it("takes the plea's words for no subject of the search, unless the plea is all of it", () => {
    expect([...pleaTerms("haven't received my refund yet pls help", rules)]).toEqual(['help']);
    expect([...pleaTerms('pls help', rules)]).toEqual([]);
    expect([...pleaTerms('i need help paying my bill', rules)]).toEqual([]);
  });
});

describe('the word a question is about', () => {
  it.each([
    ['what excess do i pay when i claim', 'excess'],
    ['how much emergency credit do i get', 'emergency'],
    ['excess on my boiler cover', 'excess'],
    ['compensation for the power cut', 'compensation'],
    ['boiler pressure low', null],
  ])('reads "%s" as about %s', (q, word) => {
    expect(focusTerm(q, rules)).toBe(word === null ? null : normaliseWord(word));
  });
});

describe('best bets', () => {
  it('puts the complaint page first for complaints and the contact page for people', () => {
    expect(bets('make a complaint')).toEqual(['make-a-complaint-select-type']);
    expect(bets('complaint')).toEqual(['make-a-complaint-select-type']);
    expect(bets('speak to someone')).toEqual(['contact-us']);
    expect(bets('phone number')).toEqual(['contact-us']);
  });

  it('matches a one-word best bet only when it is the whole search', () => {
    expect(bets('emergency')).toEqual(['emergencies']);
    expect(bets('emergency credit')).toEqual([]);
  });
});

describe('synonyms', () => {
  it('adds what a phrase means, and which of the words it stands for', () => {
    const found = expansions('my mum passed away', rules);
    expect(found).toContainEqual({
      add: searchTerms('bereavement someone who has died', rules),
      covers: searchTerms('passed away', rules),
      replace: false,
    });
  });

  it('does not let a phrase shrink to one common word when its small words are missing', () => {
    // "in credit" means a balance owed to the customer, not any search with "credit" in it.
    const refund = searchTerms('refund credit', rules);
    expect(expansions('my account is in credit', rules).map((e) => e.add)).toContainEqual(refund);
    expect(expansions('emergency credit', rules).map((e) => e.add)).not.toContainEqual(refund);
  });
});

/** Rules written for a test, as the content team would write them. */
const own = (rules: Partial<z.input<typeof searchRulesSchema>>) =>
  compileRules(
    searchRulesSchema.parse({
      stopWords: ['my', 'the', 'is'],
      synonyms: [],
      bestBets: [],
      urgent: [],
      ...rules,
    }),
  );
const urgentRule = {
  id: 'co',
  number: 'gas' as const,
  title: 'If you think there is carbon monoxide',
  doFirst: 'Get into fresh air.',
  article: 'emergencies/carbon-monoxide',
  articleTitle: 'Carbon monoxide',
  when: ['carbon monoxide'],
};

describe('phrases, unless and replace (rules as the content team writes them)', () => {
  it('matches a phrase only as a whole: its words together, in order', () => {
    const r = own({ synonyms: [{ when: ['trip switch'], add: 'power cut' }] });
    expect(expansions('trip switch keeps going', r)).toHaveLength(1);
    expect(expansions('switch supplier after my trip', r)).toEqual([]);
    expect(expansions('switch trip', r)).toEqual([]);
  });

  it('does not apply a synonym when the search also has a word of its unless', () => {
    const r = own({
      synonyms: [{ when: ['leave'], add: 'leaving us', unless: ['heating on', 'annual leave'] }],
    });
    expect(expansions('leave british gas', r).map((e) => e.add)).toEqual([['leav', 'us']]);
    expect(expansions('should I leave the heating on', r)).toEqual([]);
    expect(expansions('on annual leave when the engineer comes', r)).toEqual([]);
  });

  it('looks for the words of a replace synonym only as what it means', () => {
    const r = own({
      synonyms: [
        { when: ['trip switch'], add: 'power cut fuse box', replace: true },
        { when: ['switch supplier'], add: 'leaving us' },
      ],
    });
    expect(typedTerms('trip switch keeps going off', r)).toEqual(['keep', 'go', 'off']);
    // Without replace, the words typed are still looked for as well.
    expect(typedTerms('switch supplier', r)).toEqual(['switch', 'supplier']);
    expect(expansions('trip switch', r)).toEqual([
      { add: ['power', 'cut', 'fuse', 'box'], covers: ['trip', 'switch'], replace: true },
    ]);
  });

  it('recognises an emergency by its signs: a word or phrase from every list of a sign', () => {
    const r = own({
      urgent: [
        {
          ...urgentRule,
          signs: [
            {
              about: 'Symptoms near an appliance',
              whenAll: [
                ['headache', 'feel sick'],
                ['boiler', 'gas fire'],
              ],
              unless: ['bill'],
            },
          ],
        },
      ],
    });
    const ids = (q: string) => urgentRules(q, r).map((u) => u.id);
    expect(ids('carbon monoxide')).toEqual(['co']);
    expect(ids('boiler gives me a headache')).toEqual(['co']);
    expect(ids('I feel sick when the gas fire is on')).toEqual(['co']);
    // "sick" is not "feel sick"; "fire" is not "gas fire"; a sign's unless stops it.
    expect(ids('sick of my boiler')).toEqual([]);
    expect(ids('headache from the fire alarm')).toEqual([]);
    expect(ids('boiler bill headache')).toEqual([]);
    expect(ids('headache')).toEqual([]);
  });

  it('stops an urgent rule and a best bet with their own unless', () => {
    const r = own({
      urgent: [{ ...urgentRule, unless: ['carbon monoxide detector shop'] }],
      bestBets: [
        {
          page: 'contact-us',
          title: 'Contact us',
          description: 'Ways to reach us.',
          when: ['phone'],
          unless: ['phone app'],
        },
      ],
    });
    expect(urgentRules('carbon monoxide detector shop', r)).toEqual([]);
    expect(bestBets('phone number', r).map((b) => b.page)).toEqual(['contact-us']);
    expect(bestBets('hive phone app', r)).toEqual([]);
  });

  it('checks the shape the content team writes: a sign needs its lists, replace is yes or no', () => {
    const base = { stopWords: [], synonyms: [], bestBets: [], urgent: [] };
    expect(
      searchRulesSchema.safeParse({
        ...base,
        synonyms: [{ when: ['x'], add: 'y', replace: 'yes' }],
      }).success,
    ).toBe(false);
    expect(
      searchRulesSchema.safeParse({
        ...base,
        urgent: [{ ...urgentRule, signs: [{ whenAll: [] }] }],
      }).success,
    ).toBe(false);
    expect(
      searchRulesSchema.safeParse({
        ...base,
        urgent: [{ ...urgentRule, signs: [{ whenAll: [[]] }] }],
      }).success,
    ).toBe(false);
    expect(
      searchRulesSchema.safeParse({ ...base, synonyms: [{ when: ['x'], add: 'y', unless: [''] }] })
        .success,
    ).toBe(false);
    const parsed = searchRulesSchema.parse({ ...base, synonyms: [{ when: ['x'], add: 'y' }] });
    expect(parsed.synonyms[0]).toEqual({
      when: ['x'],
      whenAll: [],
      whenExactly: [],
      add: 'y',
      unless: [],
      replace: false,
    });
  });
});
