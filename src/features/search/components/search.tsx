import {
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { ContactRoutes } from '@/components/contact-routes';
import { BASENAME, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { island, ISLAND_ATTRIBUTE } from '@/lib/island';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Link, useSearchParams } from '@/lib/router';
import { markSearching } from '@/lib/searching';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnline } from '@/lib/use-online';
import { answerQuery, type SearchAnswer } from '../answer';
import type { Lit } from '../highlight';
import type { BestBet } from '../rules';
import { useSearchEvents } from '../search-events';
import {
  onPage,
  pageAsked,
  pageCount,
  resultView,
  searchTitle,
  type ResultView,
  type ServedSearch,
} from '../served';
import { useSearchEngine } from '../use-search-engine';
import { useSearchRules } from '../use-search-rules';
import { SectionAnswerView } from './section-answer-view';
import { SearchBox } from './search-box';
import { UrgentAnswer } from './urgent-answer';

const TYPING_DEBOUNCE_MS = 150;

// With the sanitiser, loaded only when a section answers the search.
const SectionAnswer = lazyWithPreload(() => import('./section-answer'));

function Highlighted({ parts }: { parts: Lit }) {
  return <>{parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part || null))}</>;
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

const NO_ANSWER: SearchAnswer = { urgent: [], bestBets: [], hits: [], weak: false, passage: null };

/** Where "back" goes: only a path inside this area, never another site. */
const safeFrom = (from: string) =>
  from.startsWith(`${BASENAME}/`) && !from.startsWith(`${BASENAME}/search`)
    ? from.slice(BASENAME.length)
    : null;

const RESULT_LINKS = '.search-result__title a';
const RESULTS_CLASS = 'search-page__results';

/**
 * The results as the page was sent with them (its HTML), read as the page comes alive on them:
 * null when it is not coming alive on a page that was sent with its answer (the server's render,
 * a page built with no words, the app drawing the page itself).
 */
function sentResultsHtml(coming: boolean, served: ServedSearch | undefined) {
  if (!coming || !served || typeof document === 'undefined') return null;
  return (
    document.querySelector(`[${ISLAND_ATTRIBUTE}="search"] .${RESULTS_CLASS}`)?.innerHTML ?? null
  );
}

const noSubscription = () => () => {};

/**
 * The search page's live part: results as you type, kept in the URL so they can be shared and
 * revisited. On the page the build wrote it comes alive with the address's words (the build knew
 * none): it first matches its HTML (no words, no status), then searches.
 */
function Search({ served: servedAnswer }: { served?: ServedSearch }) {
  const [params, setParams] = useSearchParams();
  // Alive (the browser runs this code), as against the build's HTML, which must not say
  // "Loading search…" to a browser that will never run it.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The server that sent the page may have answered its words already (served.ts): the page
  // comes alive on the results it arrived with (its first render is the HTML's, whose address the
  // islands' router does not give until then), and shows them until the words change.
  const arrived = live ? undefined : servedAnswer;
  const q = arrived ? arrived.q : (params.get('q') ?? '');
  const from = arrived ? arrived.from : (params.get('from') ?? '');
  // Which page of the results (`?page=`): the served answer is the page it was sent for.
  const pageParam = arrived ? String(arrived.page) : params.get('page');
  const sameWords = servedAnswer?.q === q ? servedAnswer : null;
  const served =
    sameWords && pageAsked(pageParam, sameWords.total) === sameWords.page ? sameWords : null;
  const [typed, setTyped] = useState(q);
  // Coming alive on a built page, the words of the address go into the box, unless the customer
  // typed there first (theirs are the newer). Until then the address is left as it is.
  const [adopted, setAdopted] = useState(false);
  if (live && !adopted) {
    setAdopted(true);
    setTyped((current) => current || q);
  }
  const debounced = useDebouncedValue(typed, TYPING_DEBOUNCE_MS);
  // A page sent with its results needs the index (about 1 MB to fetch, check and index, the most
  // work a phone does on this page) only once the customer searches again: from the moment they
  // go into the box, or their words change.
  const [searchingAgain, setSearchingAgain] = useState(false);
  const searching = !served || searchingAgain;
  const { engine, failed, reduced } = useSearchEngine(searching);
  const rules = useSearchRules(searching);
  const online = useOnline();
  const resultsRef = useRef<HTMLDivElement>(null);
  // Coming alive on the answer it was sent with, the page keeps its results as they are, and
  // does not draw them again to find the same thing (20 results: a phone's longest task on this
  // page). Preact leaves HTML given as such as it is when it comes alive, and while it does not
  // change. Once the words or the page change, the results are drawn as any others.
  const [sentHtml] = useState(() => sentResultsHtml(!live, servedAnswer));
  const keepSent = sentHtml !== null && served !== null && served === servedAnswer;

  // Typing replaces the URL (no history entry per keystroke); a submit pushes one. Compared with
  // the address as it is now, but run only when the typing settles: Back changes the address
  // first and the box a moment later, and must not be undone in between.
  const address = useRef(q);
  useLayoutEffect(() => {
    address.current = q;
  }, [q]);
  useEffect(() => {
    // Not before the address's words are in the box, nor while the typing has not settled (coming
    // alive changes `from` too, a moment before the box's settled words follow).
    if (!adopted || debounced !== typed) return;
    if (debounced !== address.current) setParams({ q: debounced, from }, { replace: true });
  }, [adopted, debounced, typed, from, setParams]);

  // Back and forward restore the query that was in the URL.
  useEffect(() => {
    const onPop = () => setTyped(new URLSearchParams(window.location.search).get('q') ?? '');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Emergencies and best bets come from the rules alone: they show while the index loads,
  // offline, and when it cannot be had.
  const answer = useMemo(
    () => (rules ? answerQuery(q, rules, engine) : NO_ANSWER),
    [q, rules, engine],
  );
  const found = useMemo(
    () => ({
      urgent: answer.urgent,
      bestBets: answer.bestBets,
      results: answer.hits.map(resultView),
      weak: answer.weak,
      suggestions: engine && rules && q && answer.hits.length === 0 ? engine.suggest(q, rules) : [],
    }),
    [answer, engine, q, rules],
  );
  const shown = served ?? found;
  const { suggestions } = shown;
  const total = served ? served.total : found.results.length;
  const pages = pageCount(total);
  const page = served ? served.page : pageAsked(pageParam, total);
  const results = served ? served.results : onPage(found.results, page);
  // Best bets (and a section that answers the search) lead the first page only.
  const bestBets = page === 1 ? shown.bestBets : [];
  const count = shown.bestBets.length + total;
  const waiting = !served && !engine && !failed;
  useDocumentTitle(searchTitle(q, page, pages));
  // Searches nothing answered well also go to the content team's search gaps: only those the
  // full index answered (not titles only, not without the index).
  // The answer the page came with is the full index's too (the platform's). A search is counted
  // once, on its first page.
  useSearchEvents(
    q,
    waiting || page > 1 ? null : count,
    served ? { ...served, hits: served.results } : engine && !reduced ? answer : null,
  );
  const back = safeFrom(from);

  const focusResult = (index: number) => {
    const links = resultsRef.current?.querySelectorAll<HTMLAnchorElement>(RESULT_LINKS);
    links?.[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };
  const resultKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(resultsRef.current?.querySelectorAll(RESULT_LINKS) ?? [])];
    const at = links.indexOf(document.activeElement as Element);
    if (at < 0) return;
    event.preventDefault();
    focusResult(at + (event.key === 'ArrowDown' ? 1 : -1));
  };

  // Without results to show (no words, or no search), the list of every topic shows instead.
  const noSearch = !served && (failed || (waiting && !online));
  useEffect(() => {
    if (live) markSearching(q.trim() !== '' && !noSearch);
  }, [live, q, noSearch]);

  // The page as sent says what its words found; as the build wrote it, it knows no words, and must
  // not say "Loading search…" to a browser that will never run this code.
  let status = '';
  if (!live && !served) status = '';
  else if (waiting && !online) status = 'You’re offline: search will work once you’re back online.';
  else if (waiting) status = 'Loading search…';
  else if (failed && !served) status = 'Search is not working right now.';
  else if (q.trim()) status = `${count} ${count === 1 ? 'result' : 'results'} for “${q.trim()}”`;

  const searched = (served !== null || Boolean(engine)) && q.trim() !== '';
  // A question may be answered by an article's section. Its code comes in beside the index, and
  // the results wait for it: shown first, they would be pushed down by the answer under the
  // customer's finger. Code that cannot be had (offline, not kept) leaves the results alone.
  const [answerCode, setAnswerCode] = useState<'waiting' | 'in' | 'failed'>('waiting');
  useEffect(() => {
    if (live && q.trim() && !served) SectionAnswer.preload().catch(() => {});
  }, [live, q, served]);
  const passage = !served && searched && page === 1 && Boolean(answer.passage);
  useEffect(() => {
    if (!passage || answerCode !== 'waiting') return;
    SectionAnswer.preload().then(
      () => setAnswerCode('in'),
      () => setAnswerCode('failed'),
    );
  }, [passage, answerCode]);
  const holdResults = passage && answerCode === 'waiting';
  return (
    <>
      {back && (
        <p>
          <Link to={back}>Back to where you were</Link>
        </p>
      )}
      <SearchBox
        label="Search for help"
        value={typed}
        onValueChange={setTyped}
        from={from}
        onArrowDown={() => focusResult(0)}
        onFocus={() => setSearchingAgain(true)}
      />
      {/* Announced as it appears, before the results. */}
      <div aria-live="polite">
        {shown.urgent.map((u) => (
          <UrgentAnswer key={u.id} rule={u} idPrefix="search" />
        ))}
      </div>
      <p role="status" className="search-page__status">
        {status}
      </p>
      {reduced && !served && (
        <p className="search-page__note">Searching article titles only at the moment.</p>
      )}
      {searched && shown.weak && results.length > 0 && (
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
            {passage && answer.passage && answerCode === 'in' && (
              <Suspense fallback={null}>
                <SectionAnswer hit={answer.passage} />
              </Suspense>
            )}
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
            {!holdResults && pages > 1 && (
              // GOV.UK's pagination: links, so each page can be had without JavaScript, and shared.
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
            )}
            {searched && count === 0 && (
              <div className="search-empty">
                <h2>We couldn&apos;t find anything for “{q.trim()}”</h2>
                {suggestions.length > 0 && (
                  <p>
                    Did you mean:{' '}
                    {suggestions.map((s, i) => (
                      <span key={s}>
                        {i > 0 && ', '}
                        <Link to={paths.search(s, from)} onClick={() => setTyped(s)}>
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
            )}
            {/* Nothing, or nothing close: the other ways to get help, with the emergency numbers.
                With no search at all the list of every topic shows instead, and has them. */}
            {searched && (count === 0 || shown.weak) && <ContactRoutes />}
          </>
        )}
      </div>
    </>
  );
}

/**
 * The search page's live part, alive on its own on the page the build wrote (lib/island.tsx),
 * where the islands' entry gives it the data layer, as the app's router gives a data page.
 */
export const SearchIsland = island('search', Search);
