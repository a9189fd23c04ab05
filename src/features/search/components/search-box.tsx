import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorSummary, FieldError } from '@/components/error-summary';
import { env } from '@/config/env';
import { absolute } from '@/config/paths';
import { browser } from '@/lib/navigate-away';
import { searchDestination, searchQueryError } from '../search-query';
import './search-box.css';

interface SearchBoxProps {
  label?: string;
  /** Controlled use (the search page): the value and its setter. */
  value?: string;
  onValueChange?: (q: string) => void;
  /** Where the search started; defaults to the current page. */
  from?: string;
  /** Arrow down from the box, to move into results. */
  onArrowDown?: () => void;
}

/** The area's search box (SPEC §5): validated, then on to the search page with q and from. */
export function SearchBox({
  label = 'Search Help & Support',
  value,
  onValueChange,
  from,
  onArrowDown,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-q`;
  const errorId = `${id}-error`;
  const [own, setOwn] = useState('');
  const query = value ?? own;
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const change = (next: string) => {
    if (onValueChange) onValueChange(next);
    else setOwn(next);
    if (error) setError(searchQueryError(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = searchQueryError(query);
    setError(message);
    setAttempts((n) => n + 1);
    if (message) return;
    const dest = searchDestination(query, from ?? absolute(pathname), env.VITE_SEARCH_PAGE_URL);
    if (dest.external) browser.assign(dest.url);
    else navigate(dest.url);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && onArrowDown) {
      event.preventDefault();
      onArrowDown();
    }
  };

  return (
    // Works before the page's JavaScript is running too (prerendered pages): a plain GET to the
    // search page with the same parameters.
    <form
      role="search"
      className="search-box"
      onSubmit={submit}
      noValidate
      method="get"
      action={env.VITE_SEARCH_PAGE_URL || absolute('/search')}
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
          />
          <button type="submit" className="button search-box__button">
            Search
          </button>
        </div>
      </div>
    </form>
  );
}
