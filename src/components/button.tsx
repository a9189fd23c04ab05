import type { ComponentProps, MouseEvent } from 'react';
import './forms.css';

// With its ref (a prop in React 19), so a page can put the focus back on a button.
type ButtonProps = ComponentProps<'button'> & {
  loading?: boolean;
  loadingText?: string;
  variant?: 'primary' | 'secondary';
};

/**
 * A button with a loading state: while loading it says what is happening and ignores presses
 * (aria-disabled keeps it focusable so screen-reader users do not lose their place). A button
 * with a `loadingText` carries both its words and what it says while loading, one of them hidden:
 * so the style sheet can show the other at once when a form is sent before the page is alive, and
 * its submit button says "Sending…" with no code yet to say so (forms.css, lib/early-taps.ts).
 */
export function Button({
  loading = false,
  loadingText,
  variant = 'primary',
  children,
  onClick,
  className,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      className={`button${variant === 'secondary' ? ' button--secondary' : ''} ${className ?? ''}`.trim()}
      aria-disabled={loading || undefined}
      onClick={click}
      {...rest}
    >
      {loadingText === undefined ? (
        <>
          {loading && <span className="spinner" aria-hidden="true" />}
          {children}
        </>
      ) : (
        <>
          <span className="button__label" hidden={loading}>
            {children}
          </span>
          <span className="button__busy" hidden={!loading}>
            <span className="spinner" aria-hidden="true" />
            {loadingText}
          </span>
        </>
      )}
    </button>
  );
}
