import { answerQuery } from './answer';
import type { SearchEngine, SearchHit } from './engine';
import { lit, snippet, type Lit } from './highlight';
import type { BestBet, CompiledRules, UrgentRule } from './rules';
import type { SectionAnswerProps } from './components/section-answer-view';
import { onPage, pageAsked } from './results-pages';

/**
 * A result as the page shows it: its link, its topic and an extract around the words, its title
 * and extract with the words that matched picked out (worked out here, not as the page draws).
 */
export interface ResultView {
  id: string;
  category: string;
  label: string;
  title: Lit;
  categoryTitle: string;
  snippet: Lit;
}

export const resultView = (hit: SearchHit): ResultView => ({
  id: hit.id,
  category: hit.category,
  label: hit.label,
  title: lit(hit.title, hit.terms),
  categoryTitle: hit.categoryTitle,
  snippet: lit(snippet(hit.description, hit.body, hit.terms), hit.terms),
});

/**
 * A search answered before the page's code runs (decision 034): what the search page shows for
 * these words, worked out by the server that sends the page, which writes it into the page and
 * hands it to the search island so that it comes alive on the same results. Plain data: it
 * travels in the page as JSON.
 */
export interface ServedSearch {
  q: string;
  /** Where the customer came from (the page's "Back to where you were"). */
  from: string;
  urgent: UrgentRule[];
  /** Dangers spoken of as over or in general: a calm line after the answer (first page). */
  calm: UrgentRule[];
  /** Shown on the first page only, above its results. */
  bestBets: BestBet[];
  /** This page's results (RESULTS_PER_PAGE at most). */
  results: ResultView[];
  /** Which page of the results this is (1, 2…), and how many results there are on all of them. */
  page: number;
  total: number;
  weak: boolean;
  /** An article's section that answers the search, shown above the results (first page). */
  passage: SectionAnswerProps | null;
  /** A close spelling that would find something, when nothing was found. */
  suggestions: string[];
}

/**
 * The search page's answer for these words, as the browser's search would show it, or null for no
 * words: the page of it asked for (`?page=`, pageAsked). A section that answers the search is
 * shown as `sectionHtml` makes it (sanitised and shortened: section-text.ts).
 */
export function serveSearch(
  q: string,
  from: string,
  rules: CompiledRules,
  engine: SearchEngine,
  sectionHtml: (html: string) => string,
  asked: string | null = null,
): ServedSearch | null {
  if (!q.trim()) return null;
  const answer = answerQuery(q, rules, engine);
  const page = pageAsked(asked, answer.hits.length);
  const passage = page === 1 ? answer.passage : null;
  return {
    q,
    from,
    urgent: answer.urgent,
    calm: answer.calm,
    bestBets: answer.bestBets,
    results: onPage(answer.hits, page).map(resultView),
    page,
    total: answer.hits.length,
    weak: answer.weak,
    passage: passage && {
      title: passage.title,
      category: passage.category,
      label: passage.label,
      sectionId: passage.section.id,
      heading: passage.section.heading,
      html: sectionHtml(passage.section.html),
    },
    suggestions: answer.hits.length === 0 ? engine.suggest(q, rules) : [],
  };
}
