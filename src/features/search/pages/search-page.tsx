import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { BASENAME, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchBox } from '../components/search-box';
import { highlight, snippet } from '../highlight';
import type { SearchHit } from '../engine';
import { useSearchEngine } from '../use-search-engine';
import '../search.css';

const TYPING_DEBOUNCE_MS = 150;
const MAX_RESULTS = 50;

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>{highlight(text, terms).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <Link to={paths.article(hit.category, hit.label)}>
          <Highlighted text={hit.title} terms={hit.terms} />
        </Link>
      </h2>
      <p className="search-result__category">{hit.categoryTitle}</p>
      <p className="search-result__snippet">
        <Highlighted text={snippet(hit.description, hit.body, hit.terms)} terms={hit.terms} />
      </p>
    </li>
  );
}

/** Where "back" goes: only a path inside this area, never another site. */
const safeFrom = (from: string) =>
  from.startsWith(`${BASENAME}/`) && !from.startsWith(`${BASENAME}/search`)
    ? from.slice(BASENAME.length)
    : null;

/** Route "search": results as you type, kept in the URL so they can be shared and revisited. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const from = params.get('from') ?? '';
  const [typed, setTyped] = useState(q);
  const debounced = useDebouncedValue(typed, TYPING_DEBOUNCE_MS);
  const { engine, failed, reduced } = useSearchEngine();
  const resultsRef = useRef<HTMLOListElement>(null);
  useDocumentTitle(q ? `Search results for ${q}` : 'Search');

  // Typing replaces the URL (no history entry per keystroke); a submit pushes one.
  useEffect(() => {
    if (debounced !== (new URLSearchParams(window.location.search).get('q') ?? '')) {
      setParams({ q: debounced, from }, { replace: true });
    }
  }, [debounced, from, setParams]);

  // Back and forward restore the query that was in the URL.
  useEffect(() => {
    const onPop = () => setTyped(new URLSearchParams(window.location.search).get('q') ?? '');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const hits = useMemo(() => (engine ? engine.search(q).slice(0, MAX_RESULTS) : []), [engine, q]);
  const suggestions = useMemo(
    () => (engine && q && hits.length === 0 ? engine.suggest(q) : []),
    [engine, q, hits.length],
  );
  const back = safeFrom(from);

  const focusResult = (index: number) => {
    const links =
      resultsRef.current?.querySelectorAll<HTMLAnchorElement>('.search-result__title a');
    links?.[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };
  const resultKeys = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(resultsRef.current?.querySelectorAll('.search-result__title a') ?? [])];
    const at = links.indexOf(document.activeElement as Element);
    if (at < 0) return;
    event.preventDefault();
    focusResult(at + (event.key === 'ArrowDown' ? 1 : -1));
  };

  let status = '';
  if (!engine && !failed) status = 'Loading search…';
  else if (failed) status = 'Search is not working right now.';
  else if (q.trim())
    status = `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${q.trim()}”`;

  return (
    <div className="page-width search-page">
      <h1>Search Help &amp; Support</h1>
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
      />
      <p role="status" className="search-page__status">
        {status}
      </p>
      {reduced && <p className="search-page__note">Searching article titles only at the moment.</p>}
      <div className="search-page__results">
        {hits.length > 0 && (
          // Arrow keys move between result links; Tab works as well.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <ol
            className="search-results"
            ref={resultsRef}
            onKeyDown={resultKeys}
            aria-label="Search results"
          >
            {hits.map((h) => (
              <Result key={h.id} hit={h} />
            ))}
          </ol>
        )}
        {engine && q.trim() && hits.length === 0 && (
          <div className="search-empty">
            <h2>We couldn&apos;t find anything for “{q.trim()}”</h2>
            {suggestions.length > 0 && (
              <p>
                Did you mean:{' '}
                {suggestions.map((s, i) => (
                  <span key={s}>
                    {i > 0 && ', '}
                    <Link
                      to={`/search?${new URLSearchParams({ q: s, from }).toString()}`}
                      onClick={() => setTyped(s)}
                    >
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
            <ContactRoutes />
          </div>
        )}
        {failed && <ContactRoutes />}
      </div>
    </div>
  );
}
