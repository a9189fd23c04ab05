import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { BASENAME } from '@/config/paths';
import { island, ISLAND_ATTRIBUTE } from '@/lib/island';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Link, useSearchParams } from '@/lib/routing';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnline } from '@/lib/use-online';
import { pageAsked } from '../results-pages';
import { searchedFrom } from '../search-query';
import type { ServedSearch } from '../served';
import type { LiveAnswer } from './live-search';
import { focusResult, NOT_SEARCHING, Results, RESULTS_CLASS } from './results';
import { SearchBox } from './search-box';

const TYPING_DEBOUNCE_MS = 150;

// The search itself (the index, the engine, the rules): its own code, loaded when the page
// searches, not as a page sent with its answer comes alive.
const LiveSearch = lazyWithPreload(() => import('./live-search'));

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
  // Where the search was made from: a short path of this area, else nothing (searchedFrom).
  const from = arrived ? arrived.from : searchedFrom(params.get('from'));
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
  // Its code, asked for once the page searches (never by the build's or the platform's render).
  const [liveCode, setLiveCode] = useState<'waiting' | 'in' | 'failed'>('waiting');
  useEffect(() => {
    if (!live || !searching || liveCode !== 'waiting') return;
    LiveSearch.preload().then(
      () => setLiveCode('in'),
      () => setLiveCode('failed'),
    );
  }, [live, searching, liveCode]);
  const [liveAnswer, setLiveAnswer] = useState<LiveAnswer | null>(null);
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

  // "Back" goes only to a path inside this area, never another site.
  const back = from ? from.slice(BASENAME.length) : null;
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
        onArrowDown={() => focusResult(resultsRef, 0)}
        onFocus={() => setSearchingAgain(true)}
      />
      {liveCode === 'in' && (
        <Suspense fallback={null}>
          <LiveSearch q={q} onAnswer={setLiveAnswer} />
        </Suspense>
      )}
      <Results
        q={q}
        from={from}
        pageParam={pageParam}
        live={live}
        online={online}
        served={served}
        found={liveAnswer?.found ?? null}
        engine={
          liveAnswer?.engine ??
          (liveCode === 'failed' ? { ...NOT_SEARCHING, failed: true } : NOT_SEARCHING)
        }
        sentHtml={keepSent ? sentHtml : null}
        resultsRef={resultsRef}
        onSuggestion={setTyped}
      />
    </>
  );
}

/**
 * The search page's live part, alive on its own on the page the build wrote (lib/island.tsx),
 * where the islands' entry gives it the data layer, as the app's router gives a data page.
 */
export const SearchIsland = island('search', Search);
