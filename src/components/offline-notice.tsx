import { ContactRoutes } from './contact-routes';
import { KeptPages } from './kept-pages';

interface Props {
  /** What needs the connection, for the sentence. */
  what?: string;
  /** Given when the page cannot fill in by itself once the connection is back. */
  onRetry?: () => void;
}

/**
 * What a page that needs the network shows with no connection: why, what happens next, the
 * emergency numbers, which work without the internet, and the pages that can still be read.
 */
export function OfflineNotice({ what = 'This page', onRetry }: Props) {
  return (
    <div className="offline-notice">
      <h1>You&apos;re offline</h1>
      <p>
        {what} needs a connection. Check your signal or Wi-Fi
        {onRetry ? ', then try again.' : "; it will load as soon as you're back online."} The
        emergency numbers below work without the internet.
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
      <ContactRoutes />
      <KeptPages />
    </div>
  );
}
