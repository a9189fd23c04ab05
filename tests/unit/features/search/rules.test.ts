import { describe, expect, it } from 'vitest';
import {
  bestBets,
  compileRules,
  expansions,
  searchTerms,
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
    expect(searchTerms('I', rules.stop)).toEqual([]);
    expect(searchTerms('is my the', rules.stop)).toEqual([]);
    expect(searchTerms('I can smell gas in my kitchen', rules.stop)).toEqual([
      'smell',
      'ga',
      'kitchen',
    ]);
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

  it.each([
    'gas bill',
    'gas safety check',
    'electricity tariffs',
    'cut my bill',
    'find out about electricity',
  ])('does not alarm anyone over "%s"', (q) => {
    expect(urgent(q)).toEqual([]);
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
      add: searchTerms('bereavement someone who has died', rules.stop),
      covers: searchTerms('passed away', rules.stop),
    });
  });

  it('does not let a phrase shrink to one common word when its small words are missing', () => {
    // "in credit" means a balance owed to the customer, not any search with "credit" in it.
    const refund = searchTerms('refund credit', rules.stop);
    expect(expansions('my account is in credit', rules).map((e) => e.add)).toContainEqual(refund);
    expect(expansions('emergency credit', rules).map((e) => e.add)).not.toContainEqual(refund);
  });
});
