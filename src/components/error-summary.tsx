import { useEffect, useRef, type MouseEvent } from 'react';
import './forms.css';

export interface SummaryError {
  fieldId: string;
  message: string;
}

/**
 * GOV.UK error summary: listed above the form, focused on each failed submit so screen readers
 * announce it, each message linking to its field.
 */
export function ErrorSummary({
  errors,
  focusKey,
  focusOnLoad,
}: {
  errors: SummaryError[];
  focusKey: number;
  /** Focused as the page loads, with no script: a prerendered page that shows an error. */
  focusOnLoad?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // Focus once per submit attempt, not on every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (errors.length === 0) return null;
  // Not useId: an island's ids must match its HTML. One summary a form, named after its first field.
  const titleId = `${errors[0]!.fieldId}-summary-title`;

  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus();
  };

  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK: the summary takes the focus
      autoFocus={focusOnLoad}
    >
      <div role="alert">
        <h2 className="error-summary__title" id={titleId}>
          There is a problem
        </h2>
        <ul className="error-summary__list">
          {errors.map((e) => (
            <li key={e.fieldId}>
              <a href={`#${e.fieldId}`} onClick={(event) => jump(event, e.fieldId)}>
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The message beside a field; the hidden prefix tells screen-reader users it is an error. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
