import type { SearchEngine, SearchHit, SearchSection } from './engine';
import { numberFirst } from './framing';
import {
  bestBets,
  framedUrgent,
  searchedWords,
  type BestBet,
  type CompiledRules,
  type UrgentRule,
} from './rules';

/** Articles listed at most: more is noise on a help site, and costs time on a cheap phone. */
const MAX_RESULTS = 50;
/**
 * The different words of a search that are searched (its first so many that count): customers'
 * questions have at most 9 (the relevance set's longest sentences); the search box takes 2,000
 * characters, about 140 long words, and each word searched costs the engine time, on the platform
 * for every search page it answers (issue 37). Emergencies are looked for in every word.
 */
export const SEARCHED_WORDS = 12;

export interface SearchAnswer {
  /** Emergencies the search is about, happening now: shown above everything else. */
  urgent: UrgentRule[];
  /**
   * Emergencies the search speaks of as over or asks about in general ("had a gas leak last
   * week", "how often should a CO alarm be tested"): after the answer, a calm line with the
   * number.
   */
  calm: UrgentRule[];
  /** Pages of the area that answer the search outright: first among the results. */
  bestBets: BestBet[];
  /** Articles, best first (none until the engine is built). */
  hits: SearchHit[];
  /** No article answers the search well: the page offers other routes too. */
  weak: boolean;
  /**
   * The best match is a section of an article: its text answers the question above the results
   * (after any emergency). Our own words, from the article.
   */
  passage: (SearchHit & { section: SearchSection }) | null;
}

/**
 * Everything a search shows, in the order a customer meets it: one code path for the search
 * page, the suggestions under every search box and `npm run eval:search`. Urgent answers and
 * best bets come from the rules alone, so they work before the index has loaded, offline, and
 * when the index cannot be had.
 */
export function answerQuery(
  query: string,
  rules: CompiledRules,
  engine: SearchEngine | null,
  limit = MAX_RESULTS,
): SearchAnswer {
  if (!query.trim()) {
    return { urgent: [], calm: [], bestBets: [], hits: [], weak: false, passage: null };
  }
  const framed = framedUrgent(query, rules);
  const urgent = framed.filter((u) => numberFirst(u.framing)).map((u) => u.rule);
  const calm = framed.filter((u) => !numberFirst(u.framing)).map((u) => u.rule);
  const searched = searchedWords(query, rules, SEARCHED_WORDS, engine?.says);
  const found = engine ? engine.search(searched, rules, limit) : [];
  // An emergency's own article leads the results ("What to do in a power cut"), once, as an
  // answer however few of the words it has (a box that lists fewer results agrees).
  const first = [...new Set(urgent.map((u) => u.article))].flatMap((article) => {
    const hit = found.find((h) => h.id === article) ?? engine?.get(article);
    return hit ? [{ ...hit, strong: true }] : [];
  });
  // A check for a danger now ("No power or no gas?") is no answer to one that is over.
  const settled = calm.length > 0 && urgent.length === 0;
  const bets = bestBets(searched, rules).filter((b) => !(settled && b.onlyNow));
  const weak = !found[0]?.strong;
  // A page that answers the search outright is worth more than articles that share one word
  // with it ("make a complaint" is not "How to make a claim").
  const betsAnswer = bets.length > 0 && weak;
  const rest = betsAnswer ? [] : found.filter((h) => !first.some((f) => f.id === h.id));
  // A danger over or asked about in general is answered by its own article too ("what should I
  // do if a pipe bursts at my mum's while she's in hospital"): listed after the strong matches
  // when the words found others (they may ask about something else: "the leak was fixed but the
  // boiler keeps cutting out"), as the calm line's link is not all the answer. Where the engine
  // ranks it among the strong matches it stays, so a box that lists fewer results agrees.
  const strongly = (id: string) => [...first, ...rest].some((h) => h.id === id && h.strong);
  const settledArticles = betsAnswer
    ? []
    : [...new Set(calm.map((u) => u.article))].flatMap((article) => {
        const hit = strongly(article)
          ? null
          : (rest.find((h) => h.id === article) ?? engine?.get(article));
        return hit ? [{ ...hit, strong: true }] : [];
      });
  const others = rest.filter((h) => !settledArticles.some((s) => s.id === h.id));
  const strongUntil = others.findIndex((h) => !h.strong);
  const at = strongUntil < 0 ? others.length : strongUntil;
  const hits = [...first, ...others.slice(0, at), ...settledArticles, ...others.slice(at)];
  // The engine's best match, when one of its sections answers the search (and it is listed).
  const best = found[0];
  const passage =
    best?.section && hits.some((h) => h.id === best.id) ? { ...best, section: best.section } : null;
  return { urgent, calm, bestBets: bets, hits, weak, passage };
}

/**
 * The results as a list of ids, in order: best-bet pages by their path ("contact-us"), then
 * articles as category/label.
 */
export const resultIds = (answer: SearchAnswer) => [
  ...answer.bestBets.map((b) => b.page),
  ...answer.hits.map((h) => h.id),
];
