import { isOnline } from '@/lib/connection';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ContactRoutes } from '@/components/contact-routes';
import { OfflineNotice } from '@/components/offline-notice';
import { logger } from '@/lib/logger';

import { STORAGE_KEYS } from '@/lib/storage-keys';

const RELOADED_KEY = STORAGE_KEYS.reloadedForUpdate;

/** A page's code could not be fetched: usually a new version was released while the tab was open. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    error.message,
  );

interface State {
  failed: boolean;
}

/**
 * Never a blank page: if a page fails to render, the customer still gets the header, the footer
 * and ways to get help. A page whose code is gone after an update gets one automatic reload.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && isOnline() && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return;
    }
    logger.error('Page failed to render: ', error);
    void info;
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const offline = !isOnline();
    return (
      <div className="page-width">
        {offline ? (
          <OfflineNotice onRetry={() => window.location.reload()} />
        ) : (
          <>
            <h1>Sorry, something went wrong</h1>
            <p>Please try again in a moment. If you need help now, you can reach us another way.</p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Try again
            </button>
            <ContactRoutes />
          </>
        )}
      </div>
    );
  }
}
