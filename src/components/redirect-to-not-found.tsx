import { useEffect } from 'react';
import { OfflineNotice } from './offline-notice';
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
    let current = true;
    if (online)
      void checkConnection().then((yes) => {
        if (yes && current) goToPageNotFound();
      });
    return () => {
      current = false;
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
