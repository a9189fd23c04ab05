import type { SearchRules } from '@/api/schemas/content';
import { normaliseWord, withinOneEdit, words } from './words';

type Phrase = string[];
/**
 * A phrase of the rules: its words that count, in order, and the small words it also needs when
 * only one word counts ("in credit" is not "emergency credit"; "what meter" is not "meter").
 */
interface RulePhrase {
  words: Phrase;
  needs: string[];
}
/** A search: the words that count, and every word typed (normalised). */
interface Search {
  terms: string[];
  all: Set<string>;
}
export type BestBet = SearchRules['bestBets'][number];
export type UrgentRule = SearchRules['urgent'][number];

/** content/search-synonyms.json made ready to match: every phrase as its normalised words. */
export interface CompiledRules {
  stop: Set<string>;
  synonyms: { when: RulePhrase[]; add: Phrase }[];
  bestBets: { bet: BestBet; when: RulePhrase[]; exactly: string[] }[];
  urgent: { rule: UrgentRule; when: RulePhrase[]; whenAll: Set<string>[] }[];
}

const read = (query: string, stop: Set<string>): Search => {
  const all = words(query).map(normaliseWord);
  return { terms: all.filter((w) => !stop.has(w)), all: new Set(all) };
};

/** The words of a search that can match: normalised, stop words dropped. */
export const searchTerms = (text: string, stop: Set<string>): string[] => read(text, stop).terms;

export function compileRules(rules: SearchRules): CompiledRules {
  const stop = new Set(rules.stopWords.flatMap(words).map(normaliseWord));
  const phrases = (list: string[]): RulePhrase[] =>
    list
      .map((p) => {
        const all = words(p).map(normaliseWord);
        const counted = all.filter((w) => !stop.has(w));
        return {
          words: counted,
          needs: counted.length === 1 ? all.filter((w) => stop.has(w)) : [],
        };
      })
      .filter((p) => p.words.length > 0);
  const plain = (list: string[]) => phrases(list).map((p) => p.words);
  return {
    stop,
    synonyms: rules.synonyms.map((s) => ({ when: phrases(s.when), add: searchTerms(s.add, stop) })),
    bestBets: rules.bestBets.map((bet) => ({
      bet,
      when: phrases(bet.when),
      exactly: plain(bet.whenExactly).map((p) => p.join(' ')),
    })),
    urgent: rules.urgent.map((rule) => ({
      rule,
      when: phrases(rule.when),
      whenAll: rule.whenAll.map((group) => new Set(plain(group).flat())),
    })),
  };
}

// A slip of one letter is forgiven in longer words ("smeell", "monixide"). Five-letter words
// are too close to other words ("lower", "power"; "small", "smell") to be changed or swapped,
// so the rules list their common misspellings instead.
const sameWord = (typed: string, rule: string) =>
  typed === rule ||
  (Math.max(typed.length, rule.length) >= 6 &&
    Math.min(typed.length, rule.length) >= 5 &&
    withinOneEdit(typed, rule));

/** Where a phrase's words stand together, in order, in the search: the positions, or null. */
function findPhrase(search: Search, phrase: RulePhrase): number[] | null {
  const { terms } = search;
  if (!phrase.needs.every((w) => search.all.has(w))) return null;
  for (let start = 0; start + phrase.words.length <= terms.length; start++) {
    if (phrase.words.every((w, i) => sameWord(terms[start + i]!, w))) {
      return phrase.words.map((_, i) => start + i);
    }
  }
  return null;
}

const anyPhrase = (search: Search, phrases: RulePhrase[]) =>
  phrases.some((p) => findPhrase(search, p) !== null);

/**
 * Emergencies the search is about (a gas smell, carbon monoxide, a power cut), from the rules
 * alone: no index, no connection and no typo tolerance of the engine needed.
 */
export function urgentRules(query: string, rules: CompiledRules): UrgentRule[] {
  const search = read(query, rules.stop);
  return rules.urgent
    .filter(
      (u) =>
        anyPhrase(search, u.when) ||
        (u.whenAll.length > 0 &&
          u.whenAll.every((group) =>
            search.terms.some((t) => [...group].some((w) => sameWord(t, w))),
          )),
    )
    .map((u) => u.rule);
}

/** Pages of the area that answer the search outright ("make a complaint", "phone number"). */
export function bestBets(query: string, rules: CompiledRules): BestBet[] {
  const search = read(query, rules.stop);
  return rules.bestBets
    .filter((b) => anyPhrase(search, b.when) || b.exactly.includes(search.terms.join(' ')))
    .map((b) => b.bet);
}

/**
 * What else to look for: for each synonym phrase in the search, its words ("add") and the words
 * of the search it stands for, so an article about "struggling to pay" answers "can't pay".
 */
export function expansions(query: string, rules: CompiledRules) {
  const search = read(query, rules.stop);
  const found: { add: Phrase; covers: string[] }[] = [];
  for (const s of rules.synonyms) {
    for (const phrase of s.when) {
      const at = findPhrase(search, phrase);
      if (at) {
        found.push({ add: s.add, covers: at.map((i) => search.terms[i]!) });
        break;
      }
    }
  }
  return found;
}
