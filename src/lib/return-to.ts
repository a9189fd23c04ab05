/**
 * A page opened from a form (an answer offered while writing) can lead back to it: the form's
 * path travels in the history entry's state, never in the URL.
 */
export interface ReturnTo {
  returnTo: { pathname: string };
}

export const returnToState = (pathname: string): ReturnTo => ({ returnTo: { pathname } });

/** The form to go back to, if this history entry came from one (anything else is ignored). */
export function returnPath(state: unknown): string | null {
  const pathname = (state as Partial<ReturnTo> | null)?.returnTo?.pathname;
  return typeof pathname === 'string' && pathname.startsWith('/') && !pathname.startsWith('//')
    ? pathname
    : null;
}
