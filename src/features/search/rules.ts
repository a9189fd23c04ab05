import type { SearchRules } from '@/api/schemas/content';
import {
  frameOf,
  numberFirst,
  sameWord,
  type CompiledFraming,
  type Framing,
  type OwnFraming,
  spansOf,
} from './framing';
import { normaliseWord, words } from './words';

type Phrase = string[];
/**
 * A phrase of the rules: its words that count, in order, and the small words it also needs when
 * only one word counts ("in credit" is not "emergency credit"; "what meter" is not "meter").
 */
interface RulePhrase {
  words: Phrase;
  needs: string[];
  /** A phrase of one word that counts among small words ("coming in"): all of it, word for word. */
  whole?: string[];
}
/** A search: the words that count, and every word typed (normalised). */
interface Search {
  terms: string[];
  /** Each word that counts as typed (lower case, apostrophes dropped), beside `terms`. */
  written: string[];
  all: Set<string>;
  /** Every word typed, small words included, in order (normalised). */
  sequence: string[];
  /** Where each of `terms` stands in `sequence`. */
  at: number[];
  /** The rules' own words: never read as slips of others. */
  known: ReadonlySet<string>;
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
  /**
   * Every word of the rules' phrases (normalised): a search's word that is one of them is that
   * word, never a slip of another ("refund" is not "redundancy" with one letter wrong).
   */
  known: ReadonlySet<string>;
  /** Everyday spoken forms and the words they stand for ("me" -> "my"), read as those words. */
  spoken: Map<string, string[]>;
  /** The commonest tasks: each article's weight (0 to 1), deciding near ties. */
  topTasks: Map<string, number>;
  /** How a search speaks of a danger: now, over, in general, someone else's (framing.ts). */
  framing: CompiledFraming;
  /** The commonest tasks' names, as the words of a search, and the article each puts first. */
  tasks: Map<string, string>;
  /** Words of the scene customers set (people, rooms, days), normalised: they weigh less. */
  scene: Set<string>;
  /** Pleas for help that name nothing ("what can I do"), word for word, small words included. */
  pleas: string[][];
  /** Words a task's name may stand among (fuels, courtesies), normalised. */
  taskAsides: Set<string>;
  synonyms: {
    when: RulePhrase[];
    whenAll: RulePhrase[][];
    exactly: string[];
    add: Phrase;
    unless: RulePhrase[];
    replace: boolean;
  }[];
  bestBets: { bet: BestBet; when: RulePhrase[]; exactly: string[]; unless: RulePhrase[] }[];
  urgent: {
    rule: UrgentRule;
    when: RulePhrase[];
    unless: RulePhrase[];
    /** The danger's own words for now, over and in general (framing.ts). */
    framing: OwnFraming;
    /** The rule's own whenAll, then each of its signs. */
    allOf: AllOf[];
  }[];
}

type Reading = Pick<CompiledRules, 'stop' | 'spoken' | 'known'>;

/** The words of a text, everyday spoken forms read as the words they stand for ("me" -> "my"). */
const spokenAs = (text: string, spoken: Reading['spoken']) =>
  words(text).flatMap((w) => spoken.get(w) ?? [w]);

// The search last read, kept: a search is read for its urgent rules, best bets, synonyms and
// words, the same words each time.
let lastRead: { query: string; rules: Reading; search: Search } | null = null;

const read = (query: string, rules: Reading): Search => {
  if (lastRead?.query === query && lastRead.rules === rules) return lastRead.search;
  const typed = spokenAs(query, rules.spoken);
  const all = typed.map(normaliseWord);
  const counted = all.flatMap((w, i) => (rules.stop.has(w) ? [] : [i]));
  const search: Search = {
    terms: counted.map((i) => all[i]!),
    written: counted.map((i) => typed[i]!.replace(/'/g, '')),
    all: new Set(all),
    sequence: all,
    at: counted,
    known: rules.known,
  };
  lastRead = { query, rules, search };
  return search;
};

/** The words of a search that can match: normalised, stop words dropped. */
export const searchTerms = (text: string, rules: Reading): string[] => read(text, rules).terms;

/** The words of a search that can match, each normalised and as typed ("moving": "move"). */
export function searchWords(text: string, rules: Reading): { term: string; written: string }[] {
  const { terms, written } = read(text, rules);
  return terms.map((term, i) => ({ term, written: written[i]! }));
}

export function compileRules(rules: SearchRules): CompiledRules {
  const stop = new Set(rules.stopWords.flatMap(words).map(normaliseWord));
  const spoken = new Map(Object.entries(rules.spokenForms).map(([w, as]) => [w, words(as)]));
  const known = new Set<string>();
  const phrases = (list: string[]): RulePhrase[] =>
    list
      .map((p) => {
        const all = spokenAs(p, spoken).map(normaliseWord);
        all.forEach((w) => known.add(w));
        const counted = all.filter((w) => !stop.has(w));
        const needs = counted.length === 1 ? all.filter((w) => stop.has(w)) : [];
        return { words: counted, needs, ...(needs.length > 0 && { whole: all }) };
      })
      .filter((p) => p.words.length > 0);
  const plain = (list: string[]) => phrases(list).map((p) => p.words);
  // Word for word, small words included; "*" stays a gap of a few words ("does * help").
  const sequences = (list: string[]) =>
    list.map((p) =>
      p
        .split(/\s+/)
        .flatMap((part) => (part === '*' ? ['*'] : spokenAs(part, spoken).map(normaliseWord))),
    );
  const allOf = (whenAll: string[][], unless: string[]): AllOf => ({
    whenAll: whenAll.map(phrases),
    unless: phrases(unless),
  });
  return {
    stop,
    spoken,
    known,
    topTasks: new Map(Object.entries(rules.topTasks)),
    tasks: new Map(
      rules.tasks.flatMap((t) =>
        t.names.map(
          (name) => [searchTerms(name, { stop, spoken, known }).join(' '), t.article] as const,
        ),
      ),
    ),
    scene: new Set(rules.sceneWords.flatMap((w) => spokenAs(w, spoken)).map(normaliseWord)),
    pleas: sequences(rules.pleas),
    taskAsides: new Set(rules.taskAsides.flatMap((w) => spokenAs(w, spoken)).map(normaliseWord)),
    framing: {
      now: sequences(rules.framing.now),
      over: sequences(rules.framing.over),
      general: sequences(rules.framing.general),
      someoneElse: sequences(rules.framing.someoneElse),
      us: sequences(rules.framing.us),
      turns: sequences(rules.framing.turns),
      body: sequences(rules.framing.body),
    },
    synonyms: rules.synonyms.map((s) => ({
      when: phrases(s.when),
      whenAll: s.whenAll.map(phrases),
      exactly: plain(s.whenExactly).map((p) => p.join(' ')),
      add: searchTerms(s.add, { stop, spoken, known }),
      unless: phrases(s.unless),
      replace: s.replace,
    })),
    bestBets: rules.bestBets.map((bet) => ({
      bet,
      when: phrases(bet.when),
      exactly: plain(bet.whenExactly).map((p) => p.join(' ')),
      unless: phrases(bet.unless),
    })),
    urgent: rules.urgent.map((rule) => {
      const when = phrases(rule.when);
      const all = [
        allOf(rule.whenAll, []),
        ...rule.signs.map((sign) => allOf(sign.whenAll, sign.unless)),
      ].filter((a) => a.whenAll.length > 0);
      return {
        rule,
        when,
        unless: phrases(rule.unless),
        framing: {
          now: sequences(rule.framing.now),
          over: sequences(rule.framing.over),
          general: sequences(rule.framing.general),
          words: new Set(
            [...when, ...all.flatMap((a) => a.whenAll.flat())].flatMap((p) => p.words),
          ),
        },
        allOf: all,
      };
    }),
  };
}

/** A word of the search as a word of a phrase: the same, or a slip of it that is no rule's word. */
const sameAs = (search: Search, typed: string, word: string) =>
  typed === word || (!search.known.has(typed) && sameWord(typed, word));

/** Where a phrase's words stand together, in order, in the search: the positions, or null. */
function findPhrase(search: Search, phrase: RulePhrase): number[] | null {
  const { terms } = search;
  if (!phrase.needs.every((w) => search.all.has(w))) return null;
  const { whole } = phrase;
  if (whole) {
    // Word for word, small words included: "coming in" is not "coming" with an "in" elsewhere.
    const { sequence } = search;
    const word = whole.indexOf(phrase.words[0]!);
    for (let start = 0; start + whole.length <= sequence.length; start++) {
      if (whole.every((w, i) => sameAs(search, sequence[start + i]!, w))) {
        const term = search.at.indexOf(start + word);
        if (term >= 0) return [term];
      }
    }
    return null;
  }
  for (let start = 0; start + phrase.words.length <= terms.length; start++) {
    if (phrase.words.every((w, i) => sameAs(search, terms[start + i]!, w))) {
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

/** A danger the search is about, and how it speaks of it (framing.ts). */
export interface FramedUrgent {
  rule: UrgentRule;
  framing: Framing;
}

/**
 * Emergencies the search is about (a gas smell, carbon monoxide, a power cut), named or described
 * by their signs ("boiler flame is yellow"), from the rules alone: no index, no connection and no
 * typo tolerance of the engine needed; each with how the search frames it: happening now, to
 * someone else, over, or asked about in general.
 */
export function framedUrgent(query: string, rules: CompiledRules): FramedUrgent[] {
  const search = read(query, rules);
  return rules.urgent
    .filter(
      (u) =>
        !anyPhrase(search, u.unless) &&
        (anyPhrase(search, u.when) || u.allOf.some((a) => allOfMatch(search, a))),
    )
    .map((u) => ({
      rule: u.rule,
      framing: frameOf(search.sequence, rules.framing, u.framing),
    }));
}

/**
 * The emergencies whose number comes before anything else: those the customer is in now, or
 * someone else is. One the customer says is over ("the power came back on"), or asks about in
 * general ("how often should a CO alarm be tested"), is answered first, the number after.
 */
export const urgentRules = (query: string, rules: CompiledRules): UrgentRule[] =>
  framedUrgent(query, rules)
    .filter((u) => numberFirst(u.framing))
    .map((u) => u.rule);

/** Pages of the area that answer the search outright ("make a complaint", "phone number"). */
export function bestBets(query: string, rules: CompiledRules): BestBet[] {
  const search = read(query, rules);
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

// What the synonyms found in the search last read, kept with it.
const expanded = new WeakMap<Search, Expansion[]>();

function expand(search: Search, rules: CompiledRules): Expansion[] {
  const kept = expanded.get(search);
  if (kept) return kept;
  const found: Expansion[] = [];
  expanded.set(search, found);
  const add = (s: CompiledRules['synonyms'][number], at: number[]) => {
    const covers = at.map((i) => search.terms[i]!);
    // A synonym that adds only the words it stands for ("electrics": "electricity") adds nothing.
    if (s.add.every((w) => covers.includes(w)) && !s.replace) return;
    found.push({ add: s.add, covers, at, replace: s.replace });
  };
  for (const s of rules.synonyms) {
    if (anyPhrase(search, s.unless)) continue;
    // Every one of its phrases the search has: "cant afford" rather than "afford" alone, and
    // "swap from prepay" with "a normal meter" (the words it stands for, each once, in order).
    const at = s.when
      .map((p) => findPhrase(search, p))
      .reduce<number[] | null>(
        (a, b) => (b ? [...new Set([...(a ?? []), ...b])].sort((x, y) => x - y) : a),
        null,
      );
    if (at) {
      add(s, at);
      continue;
    }
    // The whole search, word for word ("smart meter" and nothing more).
    if (s.exactly.includes(search.terms.join(' '))) {
      add(
        s,
        search.terms.map((_, i) => i),
      );
      continue;
    }
    // A phrase from each list, anywhere: the words of all of them are what it stands for.
    // Every phrase of a list that is there counts ("put more juice on the key": "put", "more",
    // "key"), not only the first; but a synonym that replaces words replaces only the first
    // of each list ("capped off" the "cooker" after a "gas" leak is still about gas).
    const each = s.whenAll.map((group) => {
      const all = group.map((p) => findPhrase(search, p)).filter((a) => a !== null);
      return s.replace ? (all[0] ?? []) : all.flat();
    });
    if (each.length > 0 && each.every((a) => a.length > 0)) {
      add(
        s,
        [...new Set(each.flat())].sort((a, b) => a - b),
      );
    }
  }
  return found;
}

/**
 * What else to look for: for each synonym phrase in the search, its words ("add") and the words
 * of the search it stands for, so an article about "struggling to pay" answers "can't pay".
 */
export function expansions(query: string, rules: CompiledRules) {
  return expand(read(query, rules), rules).map(({ add, covers, replace }) => ({
    add,
    covers,
    replace,
  }));
}

const WH = new Set(['what', 'whats', 'wats', 'wots', 'wot', 'which', 'how much', 'how many']);
const LINKS = new Set(['on', 'for', 'of', 'about', 'with']);
const DETERMINERS = new Set(['my', 'the', 'a', 'an', 'our', 'your', 'their', 'his', 'her']);
const THERE_IS = new Set(['is', 'isnt', "isn't", 'was', 'are', 'arent', "aren't"]);
const ANY = new Set(['a', 'an', 'any', 'some']);
/** Words after which "what", "which" or "how" asks ("I want to know what the excess is"). */
const ASKS_AFTER = new Set(
  'know tell wonder wondering explain ask asking understand confused sure idea see show check find'
    .split(' ')
    .map(normaliseWord),
);

/**
 * The word a question is about, when its shape says so: the first word that counts after "what",
 * "which" or "how much" ("what excess do I pay when I claim"), or the word before "on", "for",
 * "of", "about" or "with" and a "my", "the" or "a" ("excess on my boiler cover"), or after "is
 * there a" ("is there an excess when I claim"): the head of the question, which the words around
 * it only qualify.
 */
export function focusTerm(query: string, rules: CompiledRules): string | null {
  const typed = spokenAs(query, rules.spoken);
  const all = typed.map(normaliseWord);
  const counts = (i: number) => i < all.length && !rules.stop.has(all[i]!);
  const short = all.filter((w) => !rules.stop.has(w)).length < LONG_SEARCH;
  for (let i = 0; i < all.length; i += 1) {
    const two = `${typed[i]} ${typed[i + 1] ?? ''}`;
    const wh = WH.has(two) ? 2 : WH.has(typed[i]!) ? 1 : 0;
    // "twice what we paid" relates, it does not ask: a question word asks at the start, after
    // small words ("so what is") or after a word of asking ("tell me what", "not sure which").
    const before = all[i - 1];
    if (wh && (before === undefined || rules.stop.has(before) || ASKS_AFTER.has(before))) {
      // "what is the excess": past the small words after it, to the first that counts.
      let at = i + wh;
      while (at < all.length && at < i + wh + 3 && rules.stop.has(all[at]!)) at += 1;
      if (counts(at)) return all[at]!;
    }
    // "is there an excess when I claim": what there is or is not is the question.
    if (typed[i] === 'there' && THERE_IS.has(typed[i - 1] ?? '') && ANY.has(typed[i + 1] ?? '')) {
      if (counts(i + 2)) return all[i + 2]!;
    }
    // A past form before "on my" is what was done ("claimed on my cover"), not what is asked;
    // in a sentence, the word before "on my" is as often a verb ("I live on my own").
    const done = /ed$/.test(typed[i]!);
    if (
      short &&
      counts(i) &&
      !done &&
      LINKS.has(typed[i + 1] ?? '') &&
      DETERMINERS.has(typed[i + 2] ?? '')
    ) {
      return all[i]!;
    }
  }
  return null;
}

/**
 * The words of a search to look for as typed: all that count but those a synonym with `replace`
 * stands for, so "trip switch" finds power cuts and fuse boxes, not "Switching your energy".
 */
export function typedTerms(query: string, rules: CompiledRules): string[] {
  const search = read(query, rules);
  const replaced = new Set(expand(search, rules).flatMap((e) => (e.replace ? e.at : [])));
  return [...new Set(search.terms.filter((_, i) => !replaced.has(i)))];
}

/** Words that open a question ("how", "can", "is"): the clause they are in is what is asked. */
const ASKING = new Set(
  'how what why when where which who can could do does did is are was will would should must'
    .split(' ')
    .map(normaliseWord),
);
/** What ends a clause: punctuation, and "but" or "so" between words. */
const CLAUSE_END = /[,.;:!?]+|\s(?:but|so|because|cos|coz)\s/i;
const CLAUSE_ENDS = /([,.;:!?]+|\s(?:but|so|because|cos|coz)\s)/i;
/** Words before a clause's question word that do not stop it asking ("and how do I..."). */
const OPENERS = new Set(
  'and also then just please pls ok okay oh well hi hello so but now'.split(' '),
);
/** A search is a sentence with a scene around its question from this many words that count. */
const LONG_SEARCH = 6;

/**
 * In a long search, the words of the clause that asks: the last clause with a question word
 * ("..., is that even allowed"), else the last clause. A customer sets the scene first (who is
 * at home, what they tried, since when) and asks last. Null for a short search, or one of a
 * single clause: every word of it is the question. A plea for help that names nothing ("don't
 * know where to start", "what can I do") is no question: when it is the only one, the scene is
 * what is asked, and the search is null too.
 */
export function askingTerms(query: string, rules: CompiledRules): Set<string> | null {
  if (read(query, rules).terms.length < LONG_SEARCH) return null;
  let pleaded = false;
  const parts = query.split(CLAUSE_ENDS);
  const clauses = parts
    .flatMap((c, i) => {
      if (i % 2 === 1) return [];
      const sequence = spokenAs(c, rules.spoken).map(normaliseWord);
      const pleas = spansOf(sequence, rules.pleas);
      if (pleas.length > 0) pleaded = true;
      const said = sequence.filter((_, i) => !pleas.some(([from, to]) => from <= i && i < to));
      // A clause asks when it starts with a question word ("could it be broken") or ends with a
      // question mark; "the nursery is hot" does not ask.
      const opening = said.find((w) => !OPENERS.has(w));
      const asks = (opening !== undefined && ASKING.has(opening)) || /\?/.test(parts[i + 1] ?? '');
      return [{ said, asks }];
    })
    .filter((c) => c.said.some((w) => !rules.stop.has(w)));
  const asks = clauses.filter((c) => c.asks).map((c) => c.said);
  if (asks.length === 0 && pleaded) return null;
  if (clauses.length < 2) return null;
  const asking = asks[asks.length - 1] ?? clauses[clauses.length - 1]!.said;
  return new Set(asking.filter((w) => !rules.stop.has(w)));
}

/**
 * The words of a search said only in a plea for help ("pls help", "can you help", "any advice"),
 * when it says something else too: a plea asks for help with what it names, and is no subject of
 * its own ("haven't received my refund yet, pls help" is about the refund, not about help if you
 * can't pay). A search that is only a plea keeps its words.
 */
export function pleaTerms(query: string, rules: CompiledRules): Set<string> {
  const { sequence } = read(query, rules);
  const pleas = spansOf(sequence, rules.pleas);
  if (pleas.length === 0) return new Set();
  const inPlea = (i: number) => pleas.some(([from, to]) => from <= i && i < to);
  const counted = (w: string) => !rules.stop.has(w);
  const pleaded = new Set(sequence.filter((w, i) => counted(w) && inPlea(i)));
  const said = new Set(sequence.filter((w, i) => counted(w) && !inPlea(i)));
  if (said.size === 0) return new Set();
  return new Set([...pleaded].filter((w) => !said.has(w)));
}

/** The article of the common task the search names, and nothing more ("pay bill"), or null. */
export function taskOf(query: string, rules: CompiledRules): string | null {
  const { terms } = read(query, rules);
  return (
    rules.tasks.get(terms.join(' ')) ??
    rules.tasks.get(terms.filter((t) => !rules.taskAsides.has(t)).join(' ')) ??
    null
  );
}

/**
 * A search as far as it is searched: at most `max` different words that count, and three times
 * as many in all (stop words and repeats among them: phrases such as "in credit" need them), in
 * the order typed, as text. Each word searched costs time, and a search box takes 2,000
 * characters. A longer sentence keeps the words of the clause that asks first, then the other
 * words in order, and the scene (people, rooms, days) last: a customer who sets the scene first
 * and asks last is searched for what they ask. Words of a phrase the rules know ("behind on")
 * are kept first too: a sentence's deciding words are often there. Within each, the words that
 * say most (`says`: the engine's measure, the fewer articles have a word the more) go first.
 */
export function searchedWords(
  query: string,
  rules: CompiledRules,
  max: number,
  says: (term: string) => number = () => 0,
): string {
  const all = words(query);
  const typed = all.map((w) => spokenAs(w, rules.spoken).map(normaliseWord));
  const counted = [...new Set(typed.flat().filter((w) => !rules.stop.has(w)))];
  let kept: Set<string>;
  if (counted.length <= max) kept = new Set(counted);
  else {
    const asking = askingTerms(query, rules) ?? new Set<string>();
    // Words a rule knows as a customer's phrase ("behind on", "cut off") say most of all.
    const known = new Set(expand(read(query, rules), rules).flatMap((e) => e.covers));
    const rank = (w: string) => (known.has(w) || asking.has(w) ? 0 : rules.scene.has(w) ? 2 : 1);
    kept = new Set(
      counted
        .map((w, i) => ({ w, i }))
        .sort((a, b) => rank(a.w) - rank(b.w) || says(b.w) - says(a.w) || a.i - b.i)
        .slice(0, max)
        .map(({ w }) => w),
    );
  }
  // Clause by clause, so the search still knows which clause asks (askingTerms).
  const clauses: string[] = [];
  let count = 0;
  for (const clause of query.split(CLAUSE_END)) {
    const out: string[] = [];
    for (const word of words(clause)) {
      if (count >= 3 * max) break;
      const forms = spokenAs(word, rules.spoken).map(normaliseWord);
      if (forms.every((w) => rules.stop.has(w) || kept.has(w))) {
        out.push(word);
        count += 1;
      }
    }
    if (out.length > 0) clauses.push(out.join(' '));
  }
  return clauses.join(', ');
}
