import { useEffect } from 'react';
import { goToPageNotFound } from '@/lib/navigate-away';

/** Rendered for any path the area does not know: a full navigation, not an in-app page. */
export function RedirectToNotFound() {
  useEffect(() => {
    goToPageNotFound();
  }, []);
  return (
    <p role="status" className="page-width">
      Page not found. Taking you to our page-not-found page…
    </p>
  );
}
