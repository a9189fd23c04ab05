import { useEffect } from 'react';
import { OfflineNotice } from './offline-notice';
import { CONNECTION_RECHECK_MS } from '@/config/limits';
import { checkConnection } from '@/lib/connection';
import { goToPageNotFound } from '@/lib/navigate-away';
import { useOnline } from '@/lib/use-online';

/**
 * Rendered for any path the area does not know: a full navigation, not an in-app page. With no
 * connection that navigation would end on the browser's own error page, so the customer gets the
 * emergency numbers here instead, and the redirect happens when the connection is back.
 */
export function RedirectToNotFound() {
  const online = useOnline();
  useEffect(() => {
    // Asked of the network first: a browser that says it is online may have no way through.
    // A navigation can be cut off before it lands (Chromium, now and then, as the page's own work
    // goes on): while the page is still here, it goes again.
    let current = true;
    let again: ReturnType<typeof setInterval> | undefined;
    if (online)
      void checkConnection().then((yes) => {
        if (!yes || !current) return;
        goToPageNotFound();
        again = setInterval(goToPageNotFound, CONNECTION_RECHECK_MS);
      });
    return () => {
      current = false;
      clearInterval(again);
    };
  }, [online]);
  if (!online)
    return (
      <div className="page-width">
        <OfflineNotice />
      </div>
    );
  return (
    <p role="status" className="page-width">
      Page not found. Taking you to our page-not-found page…
    </p>
  );
}
