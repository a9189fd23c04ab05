import {
  memo,
  Suspense,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ContactRoutes } from '@/components/contact-routes';
import { WholeNumbers } from '@/components/whole-numbers';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Link } from '@/lib/routing';
import { markSearching } from '@/lib/searching';
import type { SearchAnswer } from '../answer';
import type { Lit } from '../highlight';
import { onPage, pageAsked, pageCount, searchTitle } from '../results-pages';
import type { BestBet, UrgentRule } from '../rules';
import { useSearchEvents } from '../search-events';
import type { ResultView, ServedSearch } from '../served';
import { SectionAnswerView } from './section-answer-view';
import { CalmLine, UrgentAnswer } from './urgent-answer';

// With the sanitiser, loaded only when a section answers the search.
const SectionAnswer = lazyWithPreload(() => import('./section-answer'));

const RESULT_LINKS = '.search-result__title a';
export const RESULTS_CLASS = 'search-page__results';

/** Puts the keyboard on a result link (the first, the next, the previous…). */
export function focusResult(results: RefObject<HTMLDivElement | null>, index: number) {
  const links = results.current?.querySelectorAll<HTMLAnchorElement>(RESULT_LINKS);
  links?.[Math.max(0, Math.min(index, links.length - 1))]?.focus();
}

function Highlighted({ parts }: { parts: Lit }) {
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <mark key={i}>
            <WholeNumbers text={part} />
          </mark>
        ) : (
          <WholeNumbers key={i} text={part} />
        ),
      )}
    </>
  );
}

// Results, best bets and a section answer are drawn again only when they change: not as the page
// comes alive on the answer it was sent with (a phone's longest task on this page).
const Result = memo(function Result({ view }: { view: ResultView }) {
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <Link to={paths.article(view.category, view.label)}>
          <Highlighted parts={view.title} />
        </Link>
      </h2>
      <p className="search-result__category">{view.categoryTitle}</p>
      <p className="search-result__snippet">
        <Highlighted parts={view.snippet} />
      </p>
    </li>
  );
});

/** A page of the area that answers the search outright (GOV.UK's "best bet"). */
const BestBetResult = memo(function BestBetResult({ bet }: { bet: BestBet }) {
  return (
    <li className="search-result search-result--best-bet">
      <h2 className="search-result__title">
        <Link to={`/${bet.page}`}>{bet.title}</Link>
      </h2>
      <p className="search-result__snippet">{bet.description}</p>
    </li>
  );
});

const PassageView = memo(SectionAnswerView);

/** What the search in the browser found for the words (live-results.tsx). */
export interface Found {
  answer: SearchAnswer;
  urgent: UrgentRule[];
  calm: UrgentRule[];
  bestBets: BestBet[];
  /** Every result, as the page shows them. */
  results: ResultView[];
  weak: boolean;
  suggestions: string[];
}

/** Where the search in the browser stands: its engine built, failed, or over titles only. */
export interface EngineState {
  ready: boolean;
  failed: boolean;
  reduced: boolean;
}

export const NOT_SEARCHING: EngineState = { ready: false, failed: false, reduced: false };

/**
 * Everything the search page shows under its box, for the answer it was sent with (`served`) or
 * the one the browser found (`found`): the emergency answer, the count, the results a page at a
 * time, the section that answers, and the other ways to get help when nothing answers well.
 */
export function Results({
  q,
  from,
  pageParam,
  live,
  online,
  served,
  found,
  engine,
  sentHtml,
  resultsRef,
  onSuggestion,
}: {
  q: string;
  from: string;
  /** Which page of the results the address asks for (`?page=`). */
  pageParam: string | null;
  /** Alive in a browser, as against the build's or the platform's render. */
  live: boolean;
  online: boolean;
  served: ServedSearch | null;
  found: Found | null;
  engine: EngineState;
  /** The results' HTML as sent, kept as it is while the page shows the answer it came with. */
  sentHtml: string | null;
  resultsRef: RefObject<HTMLDivElement | null>;
  onSuggestion: (words: string) => void;
}) {
  const shown = served ?? found;
  const suggestions = shown?.suggestions ?? [];
  const total = served ? served.total : (found?.results.length ?? 0);
  const pages = pageCount(total);
  const page = served ? served.page : pageAsked(pageParam, total);
  const results = served ? served.results : onPage(found?.results ?? [], page);
  // Best bets (and a section that answers the search) lead the first page only.
  const bestBets = page === 1 ? (shown?.bestBets ?? []) : [];
  const count = (shown?.bestBets.length ?? 0) + total;
  const waiting = !served && !engine.ready && !engine.failed;
  const keepSent = sentHtml !== null && served !== null;
  const answer = found?.answer;
  useDocumentTitle(searchTitle(q, page, pages));
  // Searches nothing answered well also go to the content team's search gaps: only those the
  // full index answered (not titles only, not without the index).
  // The answer the page came with is the full index's too (the platform's). A search is counted
  // once, on its first page.
  useSearchEvents(
    q,
    waiting || page > 1 ? null : count,
    served
      ? { ...served, hits: served.results }
      : engine.ready && !engine.reduced && answer
        ? answer
        : null,
  );

  const resultKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(resultsRef.current?.querySelectorAll(RESULT_LINKS) ?? [])];
    const at = links.indexOf(document.activeElement as Element);
    if (at < 0) return;
    event.preventDefault();
    focusResult(resultsRef, at + (event.key === 'ArrowDown' ? 1 : -1));
  };

  // Without results to show (no words, or no search), the list of every topic shows instead.
  const noSearch = !served && (engine.failed || (waiting && !online));
  useEffect(() => {
    if (live) markSearching(q.trim() !== '' && !noSearch);
  }, [live, q, noSearch]);

  // The page as sent says what its words found; as the build wrote it, it knows no words, and must
  // not say "Loading search…" to a browser that will never run this code.
  let status = '';
  if (!live && !served) status = '';
  else if (waiting && !online) status = 'You’re offline: search will work once you’re back online.';
  else if (waiting) status = 'Loading search…';
  else if (engine.failed && !served) status = 'Search is not working right now.';
  else if (q.trim()) status = `${count} ${count === 1 ? 'result' : 'results'} for “${q.trim()}”`;

  const searched = (served !== null || engine.ready) && q.trim() !== '';
  // A question may be answered by an article's section. Its code comes in beside the index, and
  // the results wait for it: shown first, they would be pushed down by the answer under the
  // customer's finger. Code that cannot be had (offline, not kept) leaves the results alone.
  const [answerCode, setAnswerCode] = useState<'waiting' | 'in' | 'failed'>('waiting');
  useEffect(() => {
    if (live && q.trim() && !served) SectionAnswer.preload().catch(() => {});
  }, [live, q, served]);
  const passage = !served && searched && page === 1 && Boolean(answer?.passage);
  useEffect(() => {
    if (!passage || answerCode !== 'waiting') return;
    SectionAnswer.preload().then(
      () => setAnswerCode('in'),
      () => setAnswerCode('failed'),
    );
  }, [passage, answerCode]);
  const holdResults = passage && answerCode === 'waiting';
  // A danger spoken of as over or in general: the answer first, then the number, calmly: after
  // the section that answers, or else after the results (first page only).
  const calm =
    page === 1 && !holdResults
      ? (shown?.calm ?? []).map((u) => <CalmLine key={u.id} rule={u} />)
      : null;
  const answered = Boolean(served?.passage) || (passage && answerCode === 'in');
  return (
    <>
      {/* Announced as it appears, before the results. */}
      <div aria-live="polite">
        {(shown?.urgent ?? []).map((u) => (
          <UrgentAnswer key={u.id} rule={u} idPrefix="search" />
        ))}
      </div>
      <p role="status" className="search-page__status">
        {status}
      </p>
      {engine.reduced && !served && (
        <p className="search-page__note">Searching article titles only at the moment.</p>
      )}
      {searched && shown?.weak && results.length > 0 && (
        <p className="search-page__note">
          No page matches all the words you searched for. These match some of them.
        </p>
      )}
      {/* Arrow keys move between result links; Tab works as well. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={RESULTS_CLASS}
        ref={resultsRef}
        onKeyDown={resultKeys}
        {...(keepSent && { dangerouslySetInnerHTML: { __html: sentHtml } })}
      >
        {keepSent ? null : (
          <>
            {served?.passage && <PassageView {...served.passage} />}
            {passage && answer?.passage && answerCode === 'in' && (
              <Suspense fallback={null}>
                <SectionAnswer hit={answer.passage} />
              </Suspense>
            )}
            {answered && calm}
            {!holdResults && bestBets.length + results.length > 0 && (
              <ol className="search-results" aria-label="Search results">
                {bestBets.map((b) => (
                  <BestBetResult key={b.page} bet={b} />
                ))}
                {results.map((r) => (
                  <Result key={r.id} view={r} />
                ))}
              </ol>
            )}
            {!answered && calm}
            {!holdResults && pages > 1 && (
              <Pagination q={q} from={from} page={page} pages={pages} />
            )}
            {searched && count === 0 && (
              <NothingFound
                q={q}
                from={from}
                suggestions={suggestions}
                onSuggestion={onSuggestion}
              />
            )}
            {/* Nothing, or nothing close: the other ways to get help, with the emergency numbers.
                With no search at all the list of every topic shows instead, and has them. */}
            {searched && (count === 0 || shown?.weak) && <ContactRoutes />}
          </>
        )}
      </div>
    </>
  );
}

/** GOV.UK's pagination: links, so each page can be had without JavaScript, and shared. */
function Pagination({
  q,
  from,
  page,
  pages,
}: {
  q: string;
  from: string;
  page: number;
  pages: number;
}) {
  return (
    <nav className="search-pagination" aria-label="Results pages">
      {page > 1 && (
        <Link className="search-pagination__link" to={paths.search(q, from, page - 1)}>
          <span className="search-pagination__title">Previous page</span>{' '}
          <span className="search-pagination__label">
            {page - 1} of {pages}
          </span>
        </Link>
      )}
      {page < pages && (
        <Link
          className="search-pagination__link search-pagination__link--next"
          to={paths.search(q, from, page + 1)}
        >
          <span className="search-pagination__title">Next page</span>{' '}
          <span className="search-pagination__label">
            {page + 1} of {pages}
          </span>
        </Link>
      )}
    </nav>
  );
}

function NothingFound({
  q,
  from,
  suggestions,
  onSuggestion,
}: {
  q: string;
  from: string;
  suggestions: string[];
  onSuggestion: (words: string) => void;
}): ReactNode {
  return (
    <div className="search-empty">
      <h2>We couldn&apos;t find anything for “{q.trim()}”</h2>
      {suggestions.length > 0 && (
        <p>
          Did you mean:{' '}
          {suggestions.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}
              <Link to={paths.search(s, from)} onClick={() => onSuggestion(s)}>
                {s}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
      <ul>
        <li>check the spelling</li>
        <li>use fewer or different words, like “bill” or “boiler”</li>
        <li>
          browse <Link to={paths.home()}>all help topics</Link>
        </li>
      </ul>
    </div>
  );
}
