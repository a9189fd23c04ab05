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

/** A phrase from each list, anywhere in the search, unless one of `unless` is there too. */
interface AllOf {
  whenAll: RulePhrase[][];
  unless: RulePhrase[];
}

/** content/search-synonyms.json made ready to match: every phrase as its normalised words. */
export interface CompiledRules {
  stop: Set<string>;
  synonyms: { when: RulePhrase[]; add: Phrase; unless: RulePhrase[]; replace: boolean }[];
  bestBets: { bet: BestBet; when: RulePhrase[]; exactly: string[]; unless: RulePhrase[] }[];
  urgent: {
    rule: UrgentRule;
    when: RulePhrase[];
    unless: RulePhrase[];
    /** The rule's own whenAll, then each of its signs. */
    allOf: AllOf[];
  }[];
}

const read = (query: string, stop: Set<string>): Search => {
  const all = words(query).map(normaliseWord);
  return { terms: all.filter((w) => !stop.has(w)), all: new Set(all) };
};

/** The words of a search that can match: normalised, stop words dropped. */
export const searchTerms = (text: string, stop: Set<string>): string[] => read(text, stop).terms;

/**
 * A search as far as it is searched: its words up to its `max`-th different word that counts, and
 * at most three times as many in all (stop words and repeats among them: phrases such as "in
 * credit" need them), as text. Each word searched costs time, and a search box takes 2,000
 * characters.
 */
export function searchedWords(query: string, stop: Set<string>, max: number): string {
  const kept: string[] = [];
  const counted = new Set<string>();
  for (const word of words(query)) {
    if (kept.length === 3 * max) break;
    const normal = normaliseWord(word);
    if (!stop.has(normal) && !counted.has(normal)) {
      if (counted.size === max) break;
      counted.add(normal);
    }
    kept.push(word);
  }
  return kept.join(' ');
}

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
  const allOf = (whenAll: string[][], unless: string[]): AllOf => ({
    whenAll: whenAll.map(phrases),
    unless: phrases(unless),
  });
  return {
    stop,
    synonyms: rules.synonyms.map((s) => ({
      when: phrases(s.when),
      add: searchTerms(s.add, stop),
      unless: phrases(s.unless),
      replace: s.replace,
    })),
    bestBets: rules.bestBets.map((bet) => ({
      bet,
      when: phrases(bet.when),
      exactly: plain(bet.whenExactly).map((p) => p.join(' ')),
      unless: phrases(bet.unless),
    })),
    urgent: rules.urgent.map((rule) => ({
      rule,
      when: phrases(rule.when),
      unless: phrases(rule.unless),
      allOf: [
        allOf(rule.whenAll, []),
        ...rule.signs.map((sign) => allOf(sign.whenAll, sign.unless)),
      ].filter((a) => a.whenAll.length > 0),
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

/** A phrase from every list of whenAll, in any order, and none of `unless`. */
const allOfMatch = (search: Search, a: AllOf) =>
  a.whenAll.every((group) => anyPhrase(search, group)) && !anyPhrase(search, a.unless);

/**
 * Emergencies the search is about (a gas smell, carbon monoxide, a power cut), named or described
 * by their signs ("boiler flame is yellow"), from the rules alone: no index, no connection and no
 * typo tolerance of the engine needed.
 */
export function urgentRules(query: string, rules: CompiledRules): UrgentRule[] {
  const search = read(query, rules.stop);
  return rules.urgent
    .filter(
      (u) =>
        !anyPhrase(search, u.unless) &&
        (anyPhrase(search, u.when) || u.allOf.some((a) => allOfMatch(search, a))),
    )
    .map((u) => u.rule);
}

/** Pages of the area that answer the search outright ("make a complaint", "phone number"). */
export function bestBets(query: string, rules: CompiledRules): BestBet[] {
  const search = read(query, rules.stop);
  return rules.bestBets
    .filter(
      (b) =>
        !anyPhrase(search, b.unless) &&
        (anyPhrase(search, b.when) || b.exactly.includes(search.terms.join(' '))),
    )
    .map((b) => b.bet);
}

/** What a synonym found in a search: the words to look for, and where it stands in the search. */
interface Expansion {
  add: Phrase;
  /** The words of the search it stands for. */
  covers: string[];
  /** Their places among the search's words. */
  at: number[];
  /** Its words are looked for only as what it means ("trip switch" is not "switch supplier"). */
  replace: boolean;
}

function expand(search: Search, rules: CompiledRules): Expansion[] {
  const found: Expansion[] = [];
  for (const s of rules.synonyms) {
    if (anyPhrase(search, s.unless)) continue;
    for (const phrase of s.when) {
      const at = findPhrase(search, phrase);
      if (at) {
        found.push({ add: s.add, covers: at.map((i) => search.terms[i]!), at, replace: s.replace });
        break;
      }
    }
  }
  return found;
}

/**
 * What else to look for: for each synonym phrase in the search, its words ("add") and the words
 * of the search it stands for, so an article about "struggling to pay" answers "can't pay".
 */
export function expansions(query: string, rules: CompiledRules) {
  return expand(read(query, rules.stop), rules).map(({ add, covers, replace }) => ({
    add,
    covers,
    replace,
  }));
}

/**
 * The words of a search to look for as typed: all that count but those a synonym with `replace`
 * stands for, so "trip switch" finds power cuts and fuse boxes, not "Switching your energy".
 */
export function typedTerms(query: string, rules: CompiledRules): string[] {
  const search = read(query, rules.stop);
  const replaced = new Set(expand(search, rules).flatMap((e) => (e.replace ? e.at : [])));
  return [...new Set(search.terms.filter((_, i) => !replaced.has(i)))];
}
