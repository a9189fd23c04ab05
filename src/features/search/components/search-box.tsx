import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from '@/lib/routing';
import { ErrorSummary, FieldError } from '@/components/error-summary';
import { env } from '@/config/env';
import { absolute, paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { browser } from '@/lib/navigate-away';
import { QueryBoundary } from '@/api/query-boundary';
import { island } from '@/lib/island';
import { searchDestination, searchQueryError } from '../search-query';
import type { Suggestions } from './suggester';
import './search-box.css';

// The engine, the index and the rules load on the first focus of a box, not with the page.
const Suggester = lazyWithPreload(() => import('./suggester'));
const MIN_CHARS = 2;

interface SearchBoxProps {
  /** The ids' stem: one search box a page, so the default serves. */
  id?: string;
  label?: string;
  /** Controlled use (the search page): the value and its setter. */
  value?: string;
  onValueChange?: (q: string) => void;
  /** Where the search started; defaults to the current page. */
  from?: string;
  /** Arrow down from the box, to move into results. */
  onArrowDown?: () => void;
  /** Suggestions as you type (off on the search page, whose results are live already). */
  suggest?: boolean;
  /** The box has the focus: the customer is about to search (without `suggest`). */
  onFocus?: () => void;
}

/**
 * The area's search box (SPEC §5): validated, then on to the search page with q and from. With
 * `suggest`, a WAI-ARIA 1.2 combobox: titles that answer what is typed appear under the box, any
 * emergency first; arrow keys move through them, Enter opens one, Escape closes the list. Without
 * JavaScript it is a plain search form.
 */
export function SearchBox({
  id = 'search',
  label = 'Search Help & Support',
  value,
  onValueChange,
  from,
  onArrowDown,
  suggest = false,
  onFocus,
}: SearchBoxProps) {
  // Not useId: the built page and the islands' runtime must agree (lib/island.tsx).
  const inputId = `${id}-q`;
  const errorId = `${id}-error`;
  const listId = `${id}-suggestions`;
  const [own, setOwn] = useState('');
  const query = value ?? own;
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const typedEnough = query.trim().length >= MIN_CHARS;
  const current = found && typedEnough && found.query.trim() === query.trim() ? found : null;
  const options = current?.options ?? [];
  const expanded = suggest && open && options.length > 0;
  const urgentShown = suggest && open && (current?.urgent.length ?? 0) > 0;

  const onSuggestions = useCallback((s: Suggestions) => {
    setFound(s);
    setActive(-1);
  }, []);

  const change = (next: string) => {
    if (onValueChange) onValueChange(next);
    else setOwn(next);
    if (error) setError(searchQueryError(next));
    setOpen(true);
  };

  // Words typed into the built page's box before its code was running are the customer's: the
  // box takes them on as it comes alive, rather than clearing them (a prerendered page on a slow
  // phone is readable, and typed into, well before it is live).
  // And a box that comes alive with the focus in it (the customer is typing) shows at once what
  // typing there shows: the suggestions and any emergency answer. Its focus event came before the
  // code, so nothing else would ask for them until the customer left the box and came back.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const typed = input?.value ?? '';
    if (typed && typed !== query) change(typed);
    if (input && document.activeElement === input && suggest) {
      setWanted(true);
      setOpen(true);
    }
    // Once, as the box first comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What is in the box: a search sent as the page comes alive may arrive before the box has
    // taken on the words typed before then.
    const words = value ?? inputRef.current?.value ?? query;
    const message = searchQueryError(words);
    setError(message);
    setAttempts((n) => n + 1);
    if (message) return;
    setOpen(false);
    const dest = searchDestination(words, from ?? absolute(pathname), env.VITE_SEARCH_PAGE_URL);
    if (dest.external) browser.assign(dest.url);
    else navigate(dest.url);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    navigate(option.to);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && (expanded || urgentShown)) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'ArrowDown' && onArrowDown) {
      event.preventDefault();
      onArrowDown();
    } else if (event.key === 'ArrowDown' && suggest) {
      setOpen(true);
    }
  };

  // Leaving the box and its suggestions closes them; moving into them (the emergency number)
  // does not.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!suggest || !form) return undefined;
    const leave = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    form.addEventListener('focusout', leave);
    return () => form.removeEventListener('focusout', leave);
  }, [suggest]);

  let announcement = '';
  if (urgentShown) announcement = `${current!.urgent.map((u) => u.title).join('. ')}: see below. `;
  if (expanded) {
    announcement += `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`;
  }

  return (
    // Works before the page's JavaScript is running too (prerendered pages): a plain GET to the
    // search page with the same parameters.
    <form
      role="search"
      className="search-box"
      ref={formRef}
      onSubmit={submit}
      noValidate
      method="get"
      action={env.VITE_SEARCH_PAGE_URL || absolute(paths.searchPage())}
    >
      <input type="hidden" name="from" value={from ?? absolute(pathname)} />
      <ErrorSummary
        errors={error ? [{ fieldId: inputId, message: error }] : []}
        focusKey={attempts}
      />
      <div className={error ? 'field field--error search-box__field' : 'field search-box__field'}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <FieldError id={errorId} message={error ?? undefined} />
        <div className="search-box__row">
          <input
            ref={inputRef}
            id={inputId}
            className="input search-box__input"
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => change(e.target.value)}
            onKeyDown={keyDown}
            onFocus={suggest ? () => setWanted(true) : onFocus}
            {...(suggest && {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
            })}
          />
          <button type="submit" className="button search-box__button">
            Search
          </button>
        </div>
      </div>
      {suggest && (
        <div className="search-suggest" hidden={!expanded && !urgentShown}>
          {wanted && (
            <Suspense fallback={null}>
              <QueryBoundary>
                <Suggester
                  query={query}
                  showUrgent={urgentShown}
                  onSuggestions={onSuggestions}
                  idPrefix={listId}
                />
              </QueryBoundary>
            </Suspense>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className="search-suggest__list"
            hidden={!expanded}
          >
            {options.map((o, i) => (
              // Chosen with the arrow keys and Enter from the box (aria-activedescendant), or a
              // click; the box keeps the focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={o.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="search-suggest__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                {o.title}
              </div>
            ))}
          </div>
        </div>
      )}
      {suggest && (
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
      )}
    </form>
  );
}

/** The search box of a reading page, alive on its own there (lib/island.tsx). */
export const SearchBoxIsland = island('search-box', SearchBox);
