import type { SearchEngine, SearchHit } from './engine';
import { SEARCHED_WORDS } from './answer';
import { searchTerms, searchedWords, type CompiledRules } from './rules';

/** At most this many articles beside a form's text box: a few, not a results page. */
export const MAX_WRITING_ANSWERS = 3;
/** Words that count (stop words aside) before anything is suggested: "a few words". */
const MIN_TERMS = 2;
/**
 * How well an article must match to be offered. Matches only in an article's body, on one or two
 * common words ("waiting weeks", "rude phone"), score below about 30 over the real content; a
 * title or description that says what the customer wrote scores in the hundreds. Others must be
 * at least a quarter as good as the best, so one strong answer is not padded with weak ones.
 */
const MIN_SCORE = 100;
const SHARE_OF_BEST = 0.25;

/**
 * Articles that may answer what a customer is writing in a complaint, enquiry or feedback box:
 * the search engine and the content team's synonyms over their words, the strongest few only.
 * A long message is rarely answered by one article as a whole, so partial matches count too, by
 * score. Pages that are not articles (best bets such as "Make a complaint") are left out: the
 * customer is already writing to us.
 */
export function answersForWriting(
  text: string,
  rules: CompiledRules,
  engine: SearchEngine | null,
): SearchHit[] {
  if (!engine || searchTerms(text, rules).length < MIN_TERMS) return [];
  // The words the search page would search for the same text, so the two agree.
  const hits = engine.search(
    searchedWords(text, rules, SEARCHED_WORDS, engine.says),
    rules,
    MAX_WRITING_ANSWERS,
  );
  const best = hits[0]?.score ?? 0;
  return hits.filter((h) => h.score >= MIN_SCORE && h.score >= best * SHARE_OF_BEST);
}
